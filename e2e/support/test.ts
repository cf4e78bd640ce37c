import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The suite's `test`: Playwright's, plus one thing every walk needs. A test that opens browser contexts of its own
 * (`browser.newContext()`, for a second user) gets them closed when it ends: left open, each page keeps its socket,
 * polls and timers running for the rest of the run, and on a 2-core machine a dozen of them starved later tests
 * (CI: a page load took 13 s and the shell's key fetch timed out into "Cannot reach the server").
 */
export const test = base.extend<{ closeOpenedContexts: void }>({
  closeOpenedContexts: [
    async ({ browser, context }, use) => {
      const before = new Set(browser.contexts());
      await use();
      // the `context` fixture is Playwright's to close (it saves the trace and screenshots first)
      const opened = browser.contexts().filter((c) => c !== context && !before.has(c));
      await Promise.all(opened.map((c) => c.close().catch(() => undefined)));
    },
    { auto: true },
  ],
});
