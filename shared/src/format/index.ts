export * from './dates';
export * from './imageHeader';
