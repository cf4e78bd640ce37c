export { ManagementPage } from './ManagementPage';
