// Debian's Chromium and the switches every browser suite launches it with (e2e, security, the web benchmark):
// headless, no GPU or sandbox in a container, and none of the browser's own network traffic (QUIC, first-run pages,
// background requests, component updates, sync).
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
