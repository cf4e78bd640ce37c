/**
 * Stand-in for `@module-federation/enhanced/runtime` in unit tests: `vi.mock('@module-federation/enhanced/runtime',
 * () => import('../test/fakeFederationRuntime'))`. The shell's host instance (registry/federationHost.ts) is this
 * object, so a test drives remote loading through the spies it imports from the mocked module.
 */
import { vi } from 'vitest';

// the runtime's semver check is pure: the real one (the host hands it to the version-skew check)
export const { satisfy } = await vi.importActual<typeof import('@module-federation/enhanced/runtime')>('@module-federation/enhanced/runtime');

export const loadRemote = vi.fn();
export const registerRemotes = vi.fn();
export const registerPlugins = vi.fn();
export const preloadRemote = vi.fn(async () => undefined);
export const createInstance = vi.fn(() => ({ loadRemote, registerRemotes, registerPlugins, preloadRemote }));
