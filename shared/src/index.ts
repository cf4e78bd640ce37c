export * from './permissions';
export * from './auth';
export * from './accounts';
export * from './http';
export * from './locations';
export * from './remotes';
export * from './format';
export * from './announcements';
