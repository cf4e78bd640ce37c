export * from './errors';
export * from './paging';
