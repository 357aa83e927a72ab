export { AdminOverview } from './components/admin-overview';
export { RecentAdminActions } from './components/recent-admin-actions';
