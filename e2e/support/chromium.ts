// Debian's Chromium and the switches every browser suite launches it with (e2e, security, the web benchmark):
// headless, no GPU or sandbox in a container, none of the browser's own network traffic (QUIC, first-run pages,
// background requests, component updates, sync), and none of its own WebUI pages (QUIET_FEATURES).
import type { BrowserType } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Browser features the suites turn off. Chromium 156 draws the address bar's dropdown as a WebUI page
 * (`chrome://omnibox-popup.top-chrome/`, and its AI-mode variant `omnibox_popup_aim.html`) in a renderer of its own,
 * which every new window (each browser context of a suite) loads: ~300 files and 0.8–1.6 s of CPU at a random moment,
 * on a 2-core machine a core taken from the page being tested or timed. A headless window never shows that dropdown.
 * Both features must be off: with only the first, the AI-mode page still loaded in every context.
 */
export const QUIET_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

/**
 * `--disable-features=` with `extra` added to the list the browser was given before it. Playwright passes its own
 * list, and a switch given twice keeps its last value in Chromium's command line: ours carries Playwright's too, so
 * the result is the union whichever copy Chromium reads.
 */
export function mergeDisabledFeatures(argv: readonly string[], extra: readonly string[]): string {
  const given = argv.filter((a) => a.startsWith('--disable-features=')).flatMap((a) => a.slice('--disable-features='.length).split(','));
  return `--disable-features=${[...new Set([...given, ...extra].filter(Boolean))].join(',')}`;
}

/** The `--disable-features=` switch with Playwright's own list plus `QUIET_FEATURES`, read from a browser it launched. */
export async function quietFeaturesSwitch(chromium: BrowserType): Promise<string> {
  // the command line is only given with automation on
  const probe = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, '--enable-automation'] });
  try {
    const { arguments: argv } = await (await probe.newBrowserCDPSession()).send('Browser.getBrowserCommandLine');
    return mergeDisabledFeatures(argv, QUIET_FEATURES);
  } finally {
    await probe.close();
  }
}

/** Where the suites' global setup leaves `quietFeaturesSwitch` for the workers (which inherit its environment). */
export const QUIET_FEATURES_ENV = 'PORTAL_CHROMIUM_QUIET_FEATURES';

/** `CHROMIUM_ARGS` and, once the global setup has run, the switch that turns `QUIET_FEATURES` off. */
export function chromiumArgs(): string[] {
  const quiet = process.env[QUIET_FEATURES_ENV];
  return quiet ? [...CHROMIUM_ARGS, quiet] : [...CHROMIUM_ARGS];
}
