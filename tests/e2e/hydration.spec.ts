import { expect, test, type Page } from "./support/test";
import { sitePagePaths } from "../support/site-paths";
import { expectEverySectionHydrated, gotoHydrated } from "./support/hydration";
import { SITE_STYLESHEET_PARTS } from "../../app/lib/site-stylesheet";

/**
 * React hydrates the prerendered document, section by section (HydrationSlices). Hydration must
 * adopt the server's DOM, not rebuild it: a rebuilt page flashes, loses focus and scroll, and a
 * mismatch makes React throw away the server's HTML of the slice and render it again.
 */

declare global {
  interface Window {
    __removedElements: Element[];
  }
}

/** Records every element removed from the document from the first byte on (moved ones come back). */
function recordRemovedElements() {
  window.__removedElements = [];
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) if (node instanceof Element) window.__removedElements.push(node);
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Elements hydration threw away: removed and not put back. Not counted: scripts and links (React
 * manages the module preloads and head tags it rendered) and decorative placeholders that go once an
 * image loads.
 */
const lostElements = () =>
  window.__removedElements
    .filter((e) => !e.isConnected && !["SCRIPT", "LINK"].includes(e.tagName))
    .filter((e) => !e.matches('[aria-hidden="true"]'))
    .map((e) => e.outerHTML.slice(0, 100));

/** Records removed elements from the page's first script on, then opens `path` hydrated. */
async function gotoRecordingRemovals(page: Page, path: string) {
  await page.addInitScript(recordRemovedElements);
  return gotoHydrated(page, path);
}

const pages = ["/", "/services", "/portfolio", "/locations/warren", "/industries/hvac-services", "/profile/dental-clinic", "/blog/local-seo-macomb-county", "/contact", "/no-such-page"];

for (const path of pages) {
  test(`${path}: hydration keeps the prerendered DOM`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await gotoRecordingRemovals(page, path);

    const shape = await page.evaluate(() => ({
      document: [...document.documentElement.children].map((e) => e.tagName.toLowerCase()),
      mains: document.querySelectorAll("main").length,
      toggles: document.querySelectorAll("[data-testid=theme-toggle]").length,
      duplicateIds: [...document.querySelectorAll("[id]")]
        .map((e) => e.id)
        .filter((id, index, ids) => ids.indexOf(id) !== index),
    }));
    expect(shape.document).toEqual(["head", "body"]);
    expect(shape.toggles).toBe(1);
    expect(shape.duplicateIds).toEqual([]);
    expect(await page.evaluate(lostElements)).toEqual([]);
    expect(errors).toEqual([]);
    expect(shape.mains).toBe(1);
  });
}

/**
 * Hydration adopts the server's elements, and what React creates afterwards (the visitor's-time labels,
 * the booking page's day picker) goes into the page. A render that builds the page's sections and then
 * throws them away leaves no trace in the DOM but costs the phone its main thread: it happened when React
 * Router's lazy route discovery changed the router's state after load, while sections still waited to
 * hydrate on need (decision 016). Counted from the first byte until every section has hydrated.
 */
for (const path of ["/", "/profile/dental-clinic", "/book"]) {
  test(`${path}: loading and hydrating every section builds no element it throws away`, async ({ page }) => {
    await page.addInitScript(() => {
      const created: Element[] = [];
      (window as unknown as { __created: Element[] }).__created = created;
      const createElement = Document.prototype.createElement;
      Document.prototype.createElement = function (this: Document, tag: string, options?: ElementCreationOptions) {
        const element = createElement.call(this, tag, options);
        created.push(element);
        return element;
      } as typeof Document.prototype.createElement;
    });
    await gotoHydrated(page, path);
    await expectEverySectionHydrated(page);
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    const discarded = await page.evaluate(() =>
      (window as unknown as { __created: Element[] }).__created.filter((e) => !e.isConnected).map((e) => e.tagName.toLowerCase()),
    );
    // React itself makes a few detached helpers (a <div> for its feature checks, <link>s it compares head tags
    // with); a page's discarded render is hundreds of elements (the home page's, thousands).
    expect(discarded.length, discarded.join(" ")).toBeLessThan(25);
  });
}

/**
 * The browser starts with the routes of the page it is on (route discovery "lazy", decision 059): matching the
 * whole route list was one long task as the router hydrated. No link or form asks for its route on render, so
 * the router's state never changes while sections wait (decision 016); the route of a page a visitor goes to
 * is asked for once, as the link is followed, and the page changes without a full load.
 */
test("a page starts with its own routes only and asks for another's when a link to it is followed", async ({ page }) => {
  const manifestRequests: string[] = [];
  const errors: string[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/__manifest" && response.status() !== 200) errors.push(`${response.status()} ${response.url()}`);
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/__manifest") manifestRequests.push(url.searchParams.get("paths") ?? "");
  });
  await gotoHydrated(page, "/");
  await expectEverySectionHydrated(page);
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));

  const known = await page.evaluate(() => Object.keys((window as unknown as { __reactRouterManifest: { routes: object } }).__reactRouterManifest.routes));
  expect(known.sort()).toEqual(["root", "routes/home"]);
  expect(await page.locator("[data-discover]").count(), "links and forms that would ask for their route on render").toBe(0);
  expect(manifestRequests).toEqual([]);

  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.getByRole("banner").getByRole("link", { name: "Services", exact: true }).first().click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Web design services/);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage), "no full page load").toBe(true);
  expect(manifestRequests).toEqual([expect.stringContaining("/services")]);
  expect(errors).toEqual([]);
});

/** What React reports when the server's HTML and the first browser render differ (production builds give a code). */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i;

test("no page logs an error or a hydration mismatch while it hydrates", async ({ page }) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  let current = "";
  page.on("pageerror", (error) => problems.push(`${current}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" || HYDRATION_ERROR.test(message.text())) problems.push(`${current}: ${message.text()}`);
  });
  for (const path of sitePagePaths()) {
    current = path;
    await gotoHydrated(page, path);
    // The slices after the header hydrate in later tasks: wait until the page is idle, so their errors are seen here.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
  }
  expect(problems).toEqual([]);
});

test("a client-side navigation after hydration renders the next page once", async ({ page }) => {
  await gotoRecordingRemovals(page, "/");
  await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Services", exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  expect(await page.evaluate(() => [...document.documentElement.children].map((e) => e.tagName.toLowerCase()))).toEqual(["head", "body"]);
  expect(await page.locator("main").count()).toBe(1);
  expect(await page.locator("title").count()).toBe(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/services$/);
  // The first page's critical CSS survives the head update, and the whole stylesheet (its parts at the end of <body>)
  // styles the next page.
  expect(await page.locator("head > style").count()).toBe(1);
  expect((await page.locator("head > style").textContent())!.length).toBeGreaterThan(10_000);
  const stylesheets = page.locator('body > link[rel="stylesheet"]');
  await expect.poll(() => stylesheets.evaluateAll((links: HTMLLinkElement[]) => links.map((link) => link.media))).toEqual(Array<string>(SITE_STYLESHEET_PARTS).fill("all"));
  expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe("block");
  expect(await page.locator("#mobile-menu").evaluate((e) => getComputedStyle(e).position)).toBe("fixed");
});

test("back after a client-side navigation returns to where the reader was", async ({ page }) => {
  await gotoRecordingRemovals(page, "/");
  const link = page.locator('#portfolio a[href^="/profile/"]').first();
  await link.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(1000);
  // A dispatched click: Playwright's own click would scroll the link again first.
  await link.dispatchEvent("click");
  await expect(page).toHaveURL(/\/profile\//);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 5);
});

/** Counts, in the page, every Intl object and `toLocale*String` call it makes (an init script). */
function countIntlObjects() {
  const made: string[] = ((window as unknown as { __intlMade: string[] }).__intlMade = []);
  for (const name of ["DateTimeFormat", "NumberFormat", "Segmenter", "Collator", "PluralRules", "RelativeTimeFormat", "ListFormat", "DisplayNames"] as const) {
    const Native = Intl[name] as unknown as new (...args: unknown[]) => object;
    const counted = function (this: unknown, ...args: unknown[]) {
      made.push(`Intl.${name} ${new Error().stack?.split("\n")[2]?.trim() ?? ""}`);
      return new Native(...args);
    };
    counted.prototype = Native.prototype;
    Object.defineProperty(Intl, name, { value: counted, configurable: true, writable: true });
  }
  for (const method of ["toLocaleDateString", "toLocaleTimeString", "toLocaleString"] as const) {
    const native = Date.prototype[method];
    Date.prototype[method] = function (this: Date, ...args: Parameters<typeof native>) {
      made.push(`Date.${method}`);
      return native.apply(this, args);
    };
  }
}

const intlMade = (page: Page) => page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade);

test.describe("a visitor in Michigan", () => {
  test.use({ timezoneId: "America/Detroit" });

  /**
   * A page's first Intl object costs 15–25 ms of ICU set-up, a long task on a slow phone. A visitor on
   * the office's clock needs none: dates are named without Intl, the offer's month comes from the
   * server, and the visitor's own time is worked out only when their clock reads otherwise.
   */
  test("loads and hydrates every page without making an Intl object", async ({ page }) => {
    test.setTimeout(240_000);
    await page.addInitScript(countIntlObjects);
    const made: string[] = [];
    for (const path of sitePagePaths()) {
      await gotoHydrated(page, path);
      await expectEverySectionHydrated(page, `${path}: every section hydrated`);
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
      made.push(...(await intlMade(page)).map((what) => `${path}: ${what}`));
    }
    expect(made).toEqual([]);
  });
});

test.describe("a visitor in Berlin", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test("sees the free times on their own clock too, and the page makes no Intl object for it", async ({ page }) => {
    await page.addInitScript(countIntlObjects);
    for (const path of ["/", "/book"]) {
      await gotoHydrated(page, path);
      await expectEverySectionHydrated(page, `${path}: every section hydrated`);
      // 9:00 AM to 4:30 PM Eastern is 3:00 PM to 10:30 PM in Berlin, on the same date.
      const labels = page.getByTestId("your-time");
      await expect(labels.first()).toBeVisible();
      for (const label of await labels.allTextContents()) expect(label, path).toMatch(/^(?:[1-9]|1[0-2]):[03]0 PM your time$/);
      expect(await intlMade(page), path).toEqual([]);
    }
  });

  test("the home page's next free times have the line for it before it arrives, and it fits their cards at every width", async ({ browser }) => {
    test.setTimeout(90_000); // six fresh contexts, two per width
    const heights = (page: Page) => page.getByTestId("next-free-slots").getByRole("link").evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    for (const width of [390, 700, 1280]) {
      // Before the JavaScript: its bundle never arrives (a context of its own: the fixture fails on the aborted loads).
      const parsedOnly = await browser.newContext({ timezoneId: "Europe/Berlin", viewport: { width, height: 900 } });
      await parsedOnly.route(/\/assets\/.*\.js$/, (route) => route.abort());
      const before = await parsedOnly.newPage();
      await before.goto("/#calendar");
      await expect(before.locator("html"), `${width} px`).toHaveAttribute("data-other-time-zone", "");
      await expect(before.getByTestId("your-time")).toHaveCount(0);
      const reserved = await heights(before);
      await parsedOnly.close();

      const hydrated = await browser.newContext({ timezoneId: "Europe/Berlin", viewport: { width, height: 900 } });
      const page = await hydrated.newPage();
      await page.goto("/#calendar");
      const labels = page.getByTestId("next-free-slots").getByTestId("your-time");
      await expect(labels.first()).toBeVisible();
      expect(await heights(page), `${width} px: the label took the reserved line`).toEqual(reserved);
      // Each card holds its whole text: nothing overflows the link, and no label is cut short.
      for (const overflow of await page.getByTestId("next-free-slots").getByRole("link").evaluateAll((links) => links.map((link) => link.scrollWidth - link.clientWidth))) {
        expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
      }
      for (const cut of await labels.evaluateAll((spans) => spans.map((span) => span.scrollWidth - span.clientWidth))) expect(cut, `${width} px`).toBeLessThanOrEqual(0);
      await hydrated.close();
    }
  });
});
