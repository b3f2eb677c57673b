/**
 * Icons are <svg><use href="/assets/icons-<hash>.svg#name"/></svg> references into one cached sprite
 * (app/components/ui/Icon.tsx). These tests prove the references draw, without JavaScript too, within
 * the CSP, and guard the home page's element count.
 */
import { expect, test, type Page } from "./support/test";

/** Every sprite icon on the page: its size, whether its symbol drew, and its accessibility. */
const spriteIcons = (page: Page) =>
  page.locator("svg:has(> use)").evaluateAll((svgs) =>
    svgs.map((svg) => {
      const use = svg.querySelector("use")!;
      const box = svg.getBoundingClientRect();
      const drawn = use.getBBox();
      return {
        href: use.getAttribute("href") ?? "",
        hidden: svg.getAttribute("aria-hidden"),
        visible: box.width > 0 && box.height > 0,
        drawn: drawn.width > 0 && drawn.height > 0,
      };
    }),
  );

// The home page had ~1,350 elements while every icon carried its own paths; now about 1,140.
const HOME_ELEMENT_BUDGET = 1_200;

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("every icon on the home page draws from the hashed sprite and is hidden from assistive technology", async ({ page }) => {
      await page.goto("/", { waitUntil: "load" });
      const icons = await spriteIcons(page);
      expect(icons.length).toBeGreaterThan(40);
      for (const icon of icons) {
        expect(icon.href).toMatch(/^\/assets\/icons-[\w-]+\.svg#[a-z0-9-]+$/);
        expect(icon.hidden).toBe("true");
        if (icon.visible) expect(icon.drawn, icon.href).toBe(true);
      }
      expect(icons.filter((icon) => icon.visible && icon.drawn).length).toBeGreaterThan(20);
    });
  });
}

test("the sprite is one long-cached SVG holding every symbol the pages use", async ({ page, request }) => {
  await page.goto("/profile/dental-clinic", { waitUntil: "load" });
  const hrefs = new Set((await spriteIcons(page)).map((icon) => icon.href));
  const [url] = new Set([...hrefs].map((href) => href.split("#")[0]!));
  const sprite = await request.get(url!);
  expect(sprite.status()).toBe(200);
  expect(sprite.headers()["content-type"]).toBe("image/svg+xml");
  expect(sprite.headers()["cache-control"]).toContain("immutable");
  const body = await sprite.text();
  for (const href of hrefs) expect(body, href).toContain(`<symbol id="${href.split("#")[1]}"`);
});

test(`the home page stays under ${HOME_ELEMENT_BUDGET} elements`, async ({ page }) => {
  await page.goto("/");
  const elements = await page.evaluate(() => document.querySelectorAll("*").length);
  expect(elements).toBeLessThanOrEqual(HOME_ELEMENT_BUDGET);
});
