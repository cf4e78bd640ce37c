export * from './dates';
export * from './imageHeader';
export * from './imageUpload';
