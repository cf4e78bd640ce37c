// The server kit: what the api and the assistant do the same way (ADR 0009). Node-only.
export * from './errors';
export * from './errorHandler';
export * from './access';
export * from './rateLimit';
export * from './encoding';
export * as env from './env';
