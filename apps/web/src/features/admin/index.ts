export { AdminOverview } from './components/admin-overview';
