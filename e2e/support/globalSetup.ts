import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { QUIET_FEATURES_ENV, quietFeaturesSwitch } from './chromium';
import { CHROMIUM } from './env';

/**
 * A fresh machine has no browser: install Debian's Chromium (never Playwright's download, it cannot reach the net).
 * Then work out the switch that keeps the browser's own WebUI pages off (`chromiumArgs()` in the config), for the
 * workers, which start after this with its environment.
 */
export default async function globalSetup() {
  if (!existsSync(CHROMIUM)) {
    console.log(`${CHROMIUM} is missing: installing Debian's chromium package…`);
    const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
    execSync(`${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, { stdio: 'inherit' });
  }
  process.env[QUIET_FEATURES_ENV] = await quietFeaturesSwitch(chromium);
}
