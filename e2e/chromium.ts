/**
 * Debian's Chromium as the tests and benchmarks launch it. `npx playwright install` cannot
 * download browsers here; without the background-networking flags Chromium floods the closed
 * network with refused connections.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
