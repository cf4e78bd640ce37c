import { defineConfig } from 'vitest/config';

// The api-level parts of the security suite (fuzz, roles x routes, JWT matrix, faults) on the api's own test
// harness: the same seeded PGlite template (@portal/api/testing/global-setup), one fresh database per file.
export default defineConfig({
  test: {
    include: ['api/**/*.test.ts'],
    globalSetup: ['@portal/api/testing/global-setup'],
    // generous: on a machine shared with other builds a part can take several times its CI duration
    testTimeout: 600_000,
    hookTimeout: 600_000,
    maxWorkers: 2,
    // DATABASE_URL is for the api's own suite; here PGlite, and the fault tests bring their PostgreSQL database
    env: { DATABASE_URL: '', PORTAL_MATRIX_ALL_GROUPS: '1' },
  },
});
