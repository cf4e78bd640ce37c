export * from './modules';
export * from './groups';
export * from './schemas';
