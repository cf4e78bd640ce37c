// The headless Chromium the web benchmark drives (Debian's, launched as the e2e suite launches it), without the
// browser's own background pages competing with the page loads it times.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, quietFeaturesSwitch } from '@portal/e2e/support';

export { mergeDisabledFeatures, QUIET_FEATURES } from '@portal/e2e/support';

// worked out once per process: it launches a probe browser
let quietSwitch: Promise<string> | undefined;
async function launchArgs(): Promise<string[]> {
  return [...CHROMIUM_ARGS, await (quietSwitch ??= quietFeaturesSwitch(chromium))];
}

/** Launches Chromium with `CHROMIUM_ARGS` and Playwright's disabled features plus `QUIET_FEATURES`. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: await launchArgs() });
}

/**
 * Chromium on a profile folder of its own, as a person's browser runs: HTTP cache on disk and V8's code cache (a
 * script run on two earlier visits is not compiled again). `browser.newContext()` is an off-the-record context, a
 * private window, where Chromium keeps no code cache at all.
 */
export async function launchChromiumProfile(userDataDir: string, options: BrowserContextOptions): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM, args: await launchArgs(), ...options });
}

/** Browser-drawn WebUI pages open in `browser` (none when `QUIET_FEATURES` did their work). */
export async function browserWebUiPages(browser: Browser): Promise<string[]> {
  const { targetInfos } = await (await browser.newBrowserCDPSession()).send('Target.getTargets');
  return webUi(targetInfos);
}

/** The same for a profile's browser, asked through one of its pages (a persistent context has no `Browser`). */
export async function profileWebUiPages(context: BrowserContext): Promise<string[]> {
  const page = context.pages()[0] ?? (await context.newPage());
  const { targetInfos } = await (await context.newCDPSession(page)).send('Target.getTargets');
  return webUi(targetInfos);
}

const webUi = (targets: { type: string; url: string }[]) => targets.filter((t) => t.type === 'browser_ui' || t.url.startsWith('chrome://')).map((t) => t.url);
