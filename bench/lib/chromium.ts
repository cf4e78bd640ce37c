// The headless Chromium the web benchmark drives (Debian's, launched as the e2e suite launches it), without the
// browser's own background pages competing with the page loads it times.
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, quietFeaturesSwitch } from '../../e2e/support/chromium';

export { mergeDisabledFeatures, QUIET_FEATURES } from '../../e2e/support/chromium';

/** Launches Chromium with `CHROMIUM_ARGS` and Playwright's disabled features plus `QUIET_FEATURES`. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, await quietFeaturesSwitch(chromium)] });
}

/** Browser-drawn WebUI pages open in `browser` (none when `QUIET_FEATURES` did their work). */
export async function browserWebUiPages(browser: Browser): Promise<string[]> {
  const { targetInfos } = await (await browser.newBrowserCDPSession()).send('Target.getTargets');
  return targetInfos.filter((t) => t.type === 'browser_ui' || t.url.startsWith('chrome://')).map((t) => t.url);
}
