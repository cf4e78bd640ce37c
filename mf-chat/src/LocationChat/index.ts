export { LocationChatPage } from './LocationChatPage';
