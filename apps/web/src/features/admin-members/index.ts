export { MemberScreen } from './components/member-screen';
export { MembersScreen } from './components/members-screen';
