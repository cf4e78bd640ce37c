export * from './session';
export * from './verifyToken';
