export * from './modules';
export * from './groups';
