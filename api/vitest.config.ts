import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // each file opens its own PGlite (~100 MB of WASM memory): two at a time suits a 2-core machine
    maxWorkers: 2,
  },
});
