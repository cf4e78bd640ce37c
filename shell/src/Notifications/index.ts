export * from './Notifications';
export * from './api';
