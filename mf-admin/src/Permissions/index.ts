export { PermissionsPage } from './PermissionsPage';
