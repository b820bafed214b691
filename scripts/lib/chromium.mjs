/**
 * Debian's Chromium, and the flags this machine's closed network needs (without them it
 * keeps trying to reach Google's hosts). Playwright never downloads a browser here.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
