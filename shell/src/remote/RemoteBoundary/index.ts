export * from './RemoteBoundary';
