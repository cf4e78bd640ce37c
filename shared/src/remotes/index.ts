export * from './contract';
export * from './homeWidgets';
