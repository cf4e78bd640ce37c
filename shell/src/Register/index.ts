export * from './Register';
