/**
 * On a slow phone network the browser paints a page many times half-parsed; Lighthouse's simulated
 * throttling never does. Through the trickle proxy (the HTML in 256-byte pieces with a pause after each)
 * nothing already on screen may move as the rest arrives. Every page of the sitemap: pages that share a
 * template still differ in what wraps where (12 of the 15 industry pages moved, 3 did not). The home page
 * and /book have their own tests of this (home.spec.ts, booking.spec.ts); the case-study hero's late image
 * is in pages.spec.ts.
 */
import { expect, test } from "./support/test";
import { shiftsOverSlowConnection } from "./support/trickle-proxy";
import { sitePagePaths } from "../support/site-paths";

const OWN_TESTS = new Set(["/", "/book"]);
const PAGES = sitePagePaths().filter((path) => !OWN_TESTS.has(path));

for (const path of PAGES) {
  for (const width of [390, 1280]) {
    test(`${path} at ${width} px: nothing moves while a slow connection delivers it`, async ({ browser, baseURL }) => {
      expect(await shiftsOverSlowConnection(browser, baseURL!, path, { width })).toEqual([]);
    });
  }
}
