export * from './contract';
export * from './homeWidgets';
export * from './manifestUrl';
