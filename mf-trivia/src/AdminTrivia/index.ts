export { AdminTriviaPage } from './AdminTriviaPage';
