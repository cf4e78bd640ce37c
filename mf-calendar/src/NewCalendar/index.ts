export { NewCalendarPage } from './NewCalendarPage';
