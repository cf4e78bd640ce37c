export { ValidationRequestsPage } from './ValidationRequestsPage';
