export { ComposerPage } from './ComposerPage';
