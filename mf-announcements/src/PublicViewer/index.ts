export { PublicViewerPage } from './PublicViewerPage';
