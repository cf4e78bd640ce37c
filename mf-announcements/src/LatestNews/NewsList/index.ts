export { NewsList } from './NewsList';
