export { SpecialEventPage } from './SpecialEventPage';
