export * from './errors';
export * from './paging';
export * from './text';
