import { expect, test, type Page } from "./support/test";

/**
 * The browser bundle hydrates the prerendered document with Preact (vite.config.ts). Hydration must
 * adopt the server's DOM, not rebuild it: a rebuilt page flashes, loses focus and scroll, and once
 * rendered a second copy of the whole body inside <html>.
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
 * Elements hydration threw away: removed and not put back. Not counted: scripts and links (Preact
 * drops the executed ones and the module preloads React hoisted out of <body>), the month that is
 * re-created from the visitor's clock on purpose, and decorative placeholders that go once an image loads.
 */
const lostElements = () =>
  window.__removedElements
    .filter((e) => !e.isConnected && !["SCRIPT", "LINK"].includes(e.tagName))
    .filter((e) => !e.matches('[data-testid="current-month"], [aria-hidden="true"]'))
    .map((e) => e.outerHTML.slice(0, 100));

async function gotoHydrated(page: Page, path: string) {
  await page.addInitScript(recordRemovedElements);
  const response = await page.goto(path);
  await expect(page.getByTestId("theme-toggle")).toHaveAttribute("aria-pressed", /true|false/, { timeout: 20_000 });
  return response;
}

const pages = ["/", "/services", "/portfolio", "/locations/warren", "/industries/hvac-services", "/profile/dental-clinic", "/blog/local-seo-macomb-county", "/contact", "/no-such-page"];

for (const path of pages) {
  test(`${path}: hydration keeps the prerendered DOM`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await gotoHydrated(page, path);

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

test("a client-side navigation after hydration renders the next page once", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Services", exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  expect(await page.evaluate(() => [...document.documentElement.children].map((e) => e.tagName.toLowerCase()))).toEqual(["head", "body"]);
  expect(await page.locator("main").count()).toBe(1);
  expect(await page.locator("title").count()).toBe(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/services$/);
  // The stylesheet survives the head update, and still styles the page.
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(1);
  expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe("block");
  expect(await page.locator("#mobile-menu").evaluate((e) => getComputedStyle(e).position)).toBe("fixed");
});

test("back after a client-side navigation returns to where the reader was", async ({ page }) => {
  await gotoHydrated(page, "/");
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
