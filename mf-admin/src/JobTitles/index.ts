export { JobTitlesPage } from './JobTitlesPage';
