/**
 * On a slow phone network the browser paints a page many times half-parsed; Lighthouse's simulated
 * throttling never does. Through the trickle proxy (the HTML in 256-byte pieces with a pause after each)
 * nothing already on screen may move as the rest arrives. The home page and /book have their own
 * tests of this (home.spec.ts, booking.spec.ts); the case-study hero's late image is in pages.spec.ts.
 */
import { expect, test } from "./support/test";
import { shiftsOverSlowConnection } from "./support/trickle-proxy";

const PAGES = ["/services", "/contact", "/portfolio", "/industries", "/process", "/locations/warren", "/profile/dental-clinic", "/blog"];

for (const path of PAGES) {
  for (const width of [390, 1280]) {
    test(`${path} at ${width} px: nothing moves while a slow connection delivers it`, async ({ browser, baseURL }) => {
      expect(await shiftsOverSlowConnection(browser, baseURL!, path, { width })).toEqual([]);
    });
  }
}
