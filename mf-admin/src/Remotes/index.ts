export { RemotesPage } from './RemotesPage';
