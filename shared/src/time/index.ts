export * from './portalTime';
export * from './schemas';
