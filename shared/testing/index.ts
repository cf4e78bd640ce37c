// Test helpers for remotes (vitest + Testing Library); never imported by runtime code.
export * from './fakeApi';
export * from './renderWithProviders';
export * from './remoteContract';
export * from './fakeRealtime';
export * from './firstPaint';
