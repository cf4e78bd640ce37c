export { NotifyDashboardPage } from './NotifyDashboardPage';
