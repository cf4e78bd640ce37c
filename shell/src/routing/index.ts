export * from './AppRoutes';
export * from './guards';
export * from './RemoteOutlet';
