export * from './Oops';
