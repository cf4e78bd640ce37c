export { TriviaPage } from './TriviaPage';
