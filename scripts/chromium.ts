/**
 * Debian's Chromium, as the browser tests (playwright.config.ts) and the bench (scripts/bench/lighthouse.ts)
 * launch it: browsers cannot be downloaded here, and these switches keep it headless, quiet and
 * off the network except for the site under test.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
