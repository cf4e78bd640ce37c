export * from './contract';
export * from './manifestUrl';
