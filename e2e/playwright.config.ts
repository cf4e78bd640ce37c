import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './support/chromium';
import { CHROMIUM, E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT, REPO_ROOT } from './support/env';

// The end-to-end suite runs against the production build served exactly as `npm start` serves it,
// on a fresh database of its own, in Debian's Chromium.
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/globalSetup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: chromiumArgs(),
    },
  },
  webServer: {
    // the signing key written first (the api takes it as its first key): forge.ts signs expired tokens with it
    command: `rm -rf ${E2E_DATA_DIR} && node --import tsx e2e/support/writeKeys.ts ${E2E_DATA_DIR} && node --import tsx api/src/main.ts`,
    cwd: REPO_ROOT,
    url: `${E2E_BASE_URL}/api/v1/remotes`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'warn', PORTAL_COMPANY_DOMAINS: 'arcadia.example' },
  },
});
