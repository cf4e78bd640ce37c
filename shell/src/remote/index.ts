export * from './RemoteBoundary';
export * from './RemoteRoutes';
export * from './RemoteWidgets';
export * from './marks';
