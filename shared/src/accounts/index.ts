export * from './schemas';
export * from './tickets';
export * from './upgrade';
export * from './passwordRecovery';
