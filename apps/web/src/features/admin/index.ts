export { AdminOverview } from './components/admin-overview';
export { AdminActionRow, RecentAdminActions } from './components/recent-admin-actions';
