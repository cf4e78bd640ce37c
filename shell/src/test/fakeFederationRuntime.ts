/**
 * Stand-in for `@module-federation/enhanced/runtime` in unit tests: `vi.mock('@module-federation/enhanced/runtime',
 * () => import('../test/fakeFederationRuntime'))`. The shell's host instance (registry/federationHost.ts) is this
 * object, so a test drives remote loading through the spies it imports from the mocked module.
 */
import { vi } from 'vitest';

export const loadRemote = vi.fn();
export const registerRemotes = vi.fn();
export const registerPlugins = vi.fn();
export const preloadRemote = vi.fn(async () => undefined);
export const createInstance = vi.fn(() => ({ loadRemote, registerRemotes, registerPlugins, preloadRemote }));
