export * from './AppLayout';
