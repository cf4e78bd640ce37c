export * from './Sidebar';
export * from './entries';
