export * from './UpdatePassword';
