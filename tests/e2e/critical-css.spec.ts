/**
 * Each page's head carries its critical CSS (app/lib/critical-css.server.ts): the rules its own elements can
 * match, and the theme's tokens. The whole stylesheet, hashed and cached, is linked at the end of <body>,
 * where it holds no paint back (decision 049), and applies from the visitor's first move (decision 051,
 * app/lib/site-stylesheet.ts). These tests prove that a page painted from its critical CSS alone is the page
 * the whole stylesheet paints, in both themes, with and without JavaScript, that the whole stylesheet applies
 * from the first move and not before, and that the first round trip of a page (FIRST_FLIGHT_BYTES of gzip)
 * paints its first screen.
 */
import type { Browser, Page } from "@playwright/test";
import { PNG } from "pngjs";
import { expect, test } from "./support/test";
import { sitePagePaths } from "../support/site-paths";
import { firstFlightOf } from "../../scripts/page-weights";
import { expectEverySectionHydrated, gotoHydrated } from "./support/hydration";
import { site } from "../../content/site";
import { INERT_STYLESHEET_MEDIA, SITE_STYLESHEET_ATTRIBUTE, SITE_STYLESHEET_PARTS, STYLESHEET_NEEDED_ON, siteStylesheetPartHrefs } from "../../app/lib/site-stylesheet";

/** One page of each template, and the two rendered per request. */
const SAMPLE = [
  "/",
  "/services",
  "/process",
  "/portfolio",
  "/profile/restaurant",
  "/blog/local-seo-macomb-county",
  "/locations/warren",
  "/industries/plumbing-services",
  "/contact",
  "/book",
];
/** Any part of the whole stylesheet (decision 057): `app-<hash>.css`, `app-<hash>.2.css`, … */
const STYLESHEET = /\/assets\/app-[\w-]+(?:\.\d+)?\.css$/;

interface Look {
  width: number;
  colorScheme: "light" | "dark";
  javaScriptEnabled: boolean;
  /** The visitor's IANA time zone; the browser's own when absent. */
  timeZone?: string;
}

/** Answers the requests for the whole stylesheet's parts with empty ones: only the page's critical CSS applies. */
async function withoutStylesheet(page: Page) {
  await page.route(STYLESHEET, (route) => route.fulfill({ status: 200, contentType: "text/css", body: "" }));
}

const SITE_STYLESHEET = `link[${SITE_STYLESHEET_ATTRIBUTE}]`;

/**
 * The whole stylesheet applied as the parser reaches its link, as it was before decision 051: what the critical CSS
 * must look like. (Applied later, after a move, Chromium can repaint a box laid out at a half pixel, such as the
 * sticky share list of a post at 1280 px, one pixel to the other side; no rule of the page changes.)
 */
async function stylesheetAsItArrives(page: Page) {
  await page.addInitScript((selector) => {
    const observer = new MutationObserver(() => {
      for (const link of document.querySelectorAll<HTMLLinkElement>(selector)) link.media = "all";
    });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener("DOMContentLoaded", () => observer.disconnect());
  }, SITE_STYLESHEET);
}

/**
 * A screenshot of `path` as a visitor with `look` sees it once the page has settled; `prepare` can change what the
 * page gets, `settle` wait for more than the network.
 */
async function screenshot(browser: Browser, path: string, look: Look, fullPage: boolean, prepare?: (page: Page) => Promise<void>, settle?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: look.width, height: 900 }, colorScheme: look.colorScheme, reducedMotion: "reduce", javaScriptEnabled: look.javaScriptEnabled, timezoneId: look.timeZone });
  try {
    const page = await context.newPage();
    await prepare?.(page);
    await page.goto(path, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    await settle?.(page);
    // Two frames, so what the last answer changed is painted (scripts cannot run without JavaScript).
    if (look.javaScriptEnabled) await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    // Images are the same file either way; whether one has arrived and been decoded yet is only timing (their boxes still count).
    return await page.screenshot({ fullPage, animations: "disabled", caret: "hide", mask: [page.locator("img")] });
  } finally {
    await context.close();
  }
}

/**
 * How far one colour channel of a pixel may differ between two paintings of the same page: Chromium's software
 * rasteriser can blur a shadow's edge a step or two differently from one painting to the next (seen: 19 pixels at
 * most 2 of 255 apart where a card's shadow meets the image above it). A missing rule moves, recolours or hides
 * something, which is far more than that.
 */
const RASTER_NOISE = 2;

/** Whether two PNG screenshots are the same picture, to the rasteriser's noise. */
function samePixels(one: Buffer, other: Buffer): boolean {
  if (one.equals(other)) return true;
  const [a, b] = [PNG.sync.read(one), PNG.sync.read(other)];
  if (a.width !== b.width || a.height !== b.height) return false;
  for (let i = 0; i < a.data.length; i++) if (Math.abs(a.data[i]! - b.data[i]!) > RASTER_NOISE) return false;
  return true;
}

/**
 * Whether two ways of loading a page paint the same pixels. A missing rule differs every time; a late image or a
 * busy machine's timing can differ once, so a difference is looked at again before it counts.
 */
async function sameLook(first: () => Promise<Buffer>, second: () => Promise<Buffer>): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const [one, other] = [await first(), await second()];
    if (samePixels(one, other)) return true;
    // The last pair that differed, in the report, to see what differs.
    if (attempt === 1) {
      await test.info().attach("first way", { body: one, contentType: "image/png" });
      await test.info().attach("second way", { body: other, contentType: "image/png" });
    }
  }
  return false;
}

test("every page: critical CSS in the head, no stylesheet there, the hashed stylesheet in its parts at the end of <body> (inert until the first move, and for pages read without JavaScript), cached for a year", async ({ request }) => {
  let stylesheet = "";
  for (const path of sitePagePaths()) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, path).not.toMatch(/<link[^>]*rel="stylesheet"/);
    const critical = head.match(/<style data-critical-css="">([\s\S]*?)<\/style>/)?.[1] ?? "";
    expect(critical.length, `${path}: critical CSS`).toBeGreaterThan(5_000);
    const body = html.slice(html.indexOf("<body"));
    const linked = [...body.matchAll(/<link rel="stylesheet" href="([^"]+)"([^>]*)>/g)].map((match) => ({ href: match[1]!, rest: match[2]! }));
    const inert = ` media="${INERT_STYLESHEET_MEDIA}" ${SITE_STYLESHEET_ATTRIBUTE}=""/`;
    expect(linked.map(({ rest }) => rest), path).toEqual([...Array<string>(SITE_STYLESHEET_PARTS).fill(inert), ...Array<string>(SITE_STYLESHEET_PARTS).fill("/")]);
    const hrefs = linked.slice(0, SITE_STYLESHEET_PARTS).map(({ href }) => href);
    expect(hrefs[0], path).toMatch(STYLESHEET);
    expect(hrefs, `${path}: the parts in cascade order`).toEqual(siteStylesheetPartHrefs(hrefs[0]!));
    const copies = hrefs.map((href) => `<link rel="stylesheet" href="${href}"/>`).join("");
    expect(body, `${path}: the copy for pages read without JavaScript`).toContain(`<noscript>${copies}</noscript>`);
    stylesheet ||= hrefs[0]!;
    expect(hrefs[0], `${path}: one stylesheet for every page`).toBe(stylesheet);
    // Only what this page uses: well under the whole stylesheet.
    const whole = (await Promise.all(hrefs.map(async (href) => (await (await request.get(href)).text()).length))).reduce((sum, length) => sum + length, 0);
    expect(critical.length, `${path}: critical CSS against the whole ${whole} characters`).toBeLessThan(whole * 0.7);
  }
  for (const href of siteStylesheetPartHrefs(stylesheet)) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()["content-type"], href).toMatch(/^text\/css/);
    expect(response.headers()["cache-control"], href).toContain("immutable");
    expect((await response.text()).length, `${href}: a part of about a quarter`).toBeGreaterThan(5_000);
  }
});

for (const path of SAMPLE) {
  for (const width of [390, 1280]) {
    test(`${path} at ${width} px: the critical CSS alone paints the whole page as the stylesheet does, light and dark, without JavaScript`, async ({ browser }) => {
      test.setTimeout(120_000);
      for (const colorScheme of ["light", "dark"] as const) {
        const look = { width, colorScheme, javaScriptEnabled: false };
        const same = await sameLook(
          () => screenshot(browser, path, look, true),
          () => screenshot(browser, path, look, true, withoutStylesheet),
        );
        expect(same, `${path} ${colorScheme}: the page differs without the stylesheet`).toBe(true);
      }
    });

    test(`${path} at ${width} px: the first screen with JavaScript, light and dark, is painted by the critical CSS alone`, async ({ browser }) => {
      test.setTimeout(120_000);
      for (const colorScheme of ["light", "dark"] as const) {
        const look = { width, colorScheme, javaScriptEnabled: true };
        const same = await sameLook(
          () => screenshot(browser, path, look, false, stylesheetAsItArrives),
          () => screenshot(browser, path, look, false, async (page) => {
            await stylesheetAsItArrives(page);
            await withoutStylesheet(page);
          }),
        );
        expect(same, `${path} ${colorScheme}: the first screen differs without the stylesheet`).toBe(true);
      }
    });

    test(`${path} at ${width} px: the first round trip alone paints the first screen`, async ({ browser, request }) => {
      const html = await (await request.get(path)).text();
      const firstFlight = firstFlightOf(html);
      const look = { width, colorScheme: "light" as const, javaScriptEnabled: false };
      const same = await sameLook(
        () => screenshot(browser, path, look, false, withoutStylesheet),
        // The document cut where the first 14 KB of its gzip stream end, as a browser has it after one round trip.
        () =>
          screenshot(browser, path, look, false, async (page) => {
            await withoutStylesheet(page);
            await page.route((url) => url.pathname === path, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: firstFlight }));
          }),
      );
      expect(same, `${path}: the first screen needs more than the first round trip`).toBe(true);
    });
  }
}

for (const path of SAMPLE) {
  test(`${path} at 390 px, hydrated and idle before any move: what the page's scripts have rendered is painted by the critical CSS alone`, async ({ browser }) => {
    test.setTimeout(120_000);
    // In a time zone other than the office's: the booking sections add the visitor's own time after hydrating (and
    // switch the stylesheet on for it). The first way is what a visitor sees before any move.
    const look = { width: 390, colorScheme: "light", javaScriptEnabled: true, timeZone: "America/Los_Angeles" } as const;
    const everySectionLaidOut = async (page: Page) => {
      await expectEverySectionHydrated(page);
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    };
    const same = await sameLook(
      () => screenshot(browser, path, look, true, undefined, everySectionLaidOut),
      () => screenshot(browser, path, look, true, stylesheetAsItArrives, everySectionLaidOut),
    );
    expect(same, `${path}: the hydrated page needs the whole stylesheet before the first move`).toBe(true);
  });
}

test.describe("the whole stylesheet applies from the visitor's first move", () => {
  // A visitor in the office's time zone: no page shows them a time of their own (see the last test).
  test.use({ timezoneId: site.hours.timeZone });
  const applied = (page: Page) =>
    page.locator(SITE_STYLESHEET).evaluateAll(
      (links: HTMLLinkElement[], parts) => links.length === parts && links.every((link) => link.media === "all" && link.sheet !== null && link.sheet.media.mediaText === "all"),
      SITE_STYLESHEET_PARTS,
    );

  test("not while the page loads and hydrates, nor while the browser is idle after", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))));
    // Fetched (a printout uses it), not applied to the screen.
    expect(await page.locator(SITE_STYLESHEET).evaluateAll((links: HTMLLinkElement[]) => links.map((link) => [link.media, link.sheet !== null]))).toEqual(
      Array.from({ length: SITE_STYLESHEET_PARTS }, () => [INERT_STYLESHEET_MEDIA, true]),
    );
    expect(await applied(page)).toBe(false);
  });

  // Each way a visitor can change a page: the first one switches the stylesheet on, before the page's own handlers run.
  const moves: Record<(typeof STYLESHEET_NEEDED_ON)[number], (page: Page) => Promise<unknown>> = {
    pointerdown: (page) => page.mouse.click(5, 300),
    keydown: (page) => page.keyboard.press("Shift"),
    focusin: (page) => page.locator("main a").first().focus(),
    scroll: (page) => page.mouse.wheel(0, 200),
    popstate: (page) => page.evaluate(() => window.dispatchEvent(new PopStateEvent("popstate"))),
  };
  for (const [move, make] of Object.entries(moves)) {
    test(`a ${move} switches it on`, async ({ page }) => {
      await page.goto("/services");
      await page.waitForLoadState("networkidle");
      expect(await applied(page)).toBe(false);
      await make(page);
      await expect.poll(() => applied(page)).toBe(true);
    });
  }

  test("a visitor in another time zone: the page that shows their own time beside the office's switches it on for that", async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: "America/Los_Angeles" });
    try {
      const page = await context.newPage();
      await page.goto("/book");
      await expect(page.locator('fieldset[data-testid="slot-day"]:not([hidden]) [data-testid="your-time"]').first()).toBeVisible();
      expect(await applied(page)).toBe(true);
    } finally {
      await context.close();
    }
  });

  test("a client-side navigation's next page is styled by it", async ({ page }) => {
    // The home page hydrated, then a navigation that loads the next page's code: 22.7 s on a busy 2-core CI host.
    test.setTimeout(60_000);
    await gotoHydrated(page, "/");
    expect(await applied(page)).toBe(false);
    await page.evaluate(() => document.documentElement.setAttribute("data-before-navigation", ""));
    await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Portfolio", exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    // The same document: React Router rendered the next page into it.
    await expect(page.locator("html[data-before-navigation]")).toHaveCount(1);
    expect(await applied(page)).toBe(true);
  });
});
