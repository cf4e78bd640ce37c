export { ValidationDetailPage } from './ValidationDetailPage';
