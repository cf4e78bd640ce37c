export * from './modules';
export * from './groups';
export * from './groupList';
export * from './roles';
export * from './schemas';
export * from './jobTitles';
export * from './grants';
