// The headless Chromium the web benchmark drives (Debian's, launched as the e2e suite launches it), without the
// browser's own background pages competing with the page loads it times.
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../e2e/support/chromium';

/**
 * Browser features the benchmark turns off. `WebUIOmniboxPopup`: Chromium 156 draws the address bar's dropdown as a
 * WebUI page in a renderer of its own, which every new window (each browser context here) may start loading: ~300
 * files of chrome://omnibox-popup and 1.0–1.6 s of CPU, at a random moment. On a 2-core machine it took one core
 * away from a third of the timed page loads, of either build alike (Chrome traces of 6 loads: 2 had it). A headless
 * window never shows that dropdown, and a person's browser has it warm long before they open the portal.
 */
export const QUIET_FEATURES = ['WebUIOmniboxPopup'] as const;

/**
 * `--disable-features=` with `extra` added to the list the browser was given before it. Playwright passes its own
 * list, and a switch given twice keeps its last value in Chromium's command line: ours carries Playwright's too, so
 * the result is the union whichever copy Chromium reads.
 */
export function mergeDisabledFeatures(argv: readonly string[], extra: readonly string[]): string {
  const given = argv.filter((a) => a.startsWith('--disable-features=')).flatMap((a) => a.slice('--disable-features='.length).split(','));
  return `--disable-features=${[...new Set([...given, ...extra].filter(Boolean))].join(',')}`;
}

/** Launches Chromium with `CHROMIUM_ARGS` and Playwright's disabled features plus `QUIET_FEATURES`. */
export async function launchChromium(): Promise<Browser> {
  // Playwright's own switches, read from a browser it launched (the command line is only given with automation on)
  const probe = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, '--enable-automation'] });
  let argv: string[];
  try {
    argv = (await (await probe.newBrowserCDPSession()).send('Browser.getBrowserCommandLine')).arguments;
  } finally {
    await probe.close();
  }
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, mergeDisabledFeatures(argv, QUIET_FEATURES)] });
}
