import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM } from './env';

/** A fresh machine has no browser: install Debian's Chromium (never Playwright's download, it cannot reach the net). */
export default function globalSetup() {
  if (existsSync(CHROMIUM)) return;
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, { stdio: 'inherit' });
}
