import { defineConfig } from '@playwright/test';
import { chromiumArgs } from '@portal/e2e/support';
import { BASE_URL, CHROMIUM, DATA_DIR, PORT, REPO_ROOT } from './env';

// The browser parts of the security suite: the production build served as `npm start` serves it, on a fresh
// database of its own, in Debian's Chromium (the e2e suite's global setup installs it when missing).
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: '../../e2e/support/globalSetup.ts',
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: chromiumArgs(),
    },
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && node --import tsx api/src/main.ts`,
    cwd: REPO_ROOT,
    url: `${BASE_URL}/api/v1/remotes`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT), DATA_DIR, LOG_LEVEL: 'warn', PORTAL_COMPANY_DOMAINS: 'arcadia.example' },
  },
});
