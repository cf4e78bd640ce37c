export { AppsDirectory } from './AppsDirectory';
