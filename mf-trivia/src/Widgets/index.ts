export { DailyTriviaWidget } from './DailyTriviaWidget';
export { PollsWidget } from './PollsWidget';
