// shell-specific test setup (the shared one, from @portal/shared/build/vitest, already shims matchMedia for antd)
import { afterEach, beforeEach } from 'vitest';

const realFetch = globalThis.fetch;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.__PORTAL__ = { reactVersion: 'test', loadedRemotes: [] };
});

afterEach(() => {
  globalThis.fetch = realFetch;
});
