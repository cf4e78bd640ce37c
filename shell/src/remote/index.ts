export * from './RemoteBoundary';
export * from './RemoteRoutes';
export * from './RemoteWidgets';
