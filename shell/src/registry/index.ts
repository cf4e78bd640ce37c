export * from './api';
export * from './federation';
export * from './routeOwner';
