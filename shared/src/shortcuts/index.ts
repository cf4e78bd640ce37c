export * from './messages';
export * from './display';
export * from './schemas';
