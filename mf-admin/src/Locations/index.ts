export { LocationsPage } from './LocationsPage';
