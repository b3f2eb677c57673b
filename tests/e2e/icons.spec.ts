/**
 * Icons are inline <svg>s holding lucide's shapes (app/components/ui/Icon.tsx, decision 020). These tests
 * prove they draw, without JavaScript, after hydration and when React renders them on a client-side
 * navigation, that no page makes the browser load an SVG document for them, and they guard the home page's
 * element count.
 */
import { expect, test, type Page } from "./support/test";

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";

/** Every <Icon> on the page (its svg: 24 × 24, round caps; the brand marks are not Icons): whether it draws, whether its shapes are SVG elements, and its accessibility. */
const icons = (page: Page) =>
  page.locator('svg[viewBox="0 0 24 24"][stroke-linecap="round"]').evaluateAll((svgs, namespace) =>
    svgs.map((svg) => {
      const box = svg.getBoundingClientRect();
      const drawn = (svg as SVGSVGElement).getBBox();
      return {
        html: svg.outerHTML.slice(0, 120),
        hidden: svg.getAttribute("aria-hidden"),
        focusable: svg.getAttribute("focusable"),
        shapes: svg.children.length,
        svgShapes: [...svg.children].every((shape) => shape.namespaceURI === namespace),
        visible: box.width > 0 && box.height > 0,
        drawn: drawn.width > 0 && drawn.height > 0,
      };
    }),
  SVG_NAMESPACE);

async function expectIconsDraw(page: Page, atLeast: number) {
  const found = await icons(page);
  expect(found.length).toBeGreaterThan(atLeast);
  for (const icon of found) {
    expect(icon.hidden, icon.html).toBe("true");
    expect(icon.focusable, icon.html).toBe("false");
    expect(icon.shapes, icon.html).toBeGreaterThan(0);
    expect(icon.svgShapes, icon.html).toBe(true);
    if (icon.visible) expect(icon.drawn, icon.html).toBe(true);
  }
  expect(found.filter((icon) => icon.visible && icon.drawn).length).toBeGreaterThan(atLeast / 2);
}

// About 1,130 elements while icons were <use> references into a sprite; inline shapes add about 120
// (decision 020). The budget catches markup that grows by accident, not the icons' own shapes.
const HOME_ELEMENT_BUDGET = 1_300;

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("every icon on the home page draws from its inline shapes and is hidden from assistive technology", async ({ page }) => {
      await page.goto("/", { waitUntil: "load" });
      await expectIconsDraw(page, 40);
    });
  });
}

test("icons React renders on a client-side navigation draw as SVG", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("theme-toggle")).toHaveAttribute("aria-pressed", /true|false/, { timeout: 20_000 });
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Services", exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage), "no full page load").toBe(true);
  await expectIconsDraw(page, 20);
});

test("no page makes the browser load an SVG document for its icons", async ({ page }) => {
  const svgRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/assets/") && request.url().endsWith(".svg")) svgRequests.push(request.url());
  });
  for (const path of ["/", "/services", "/contact", "/profile/dental-clinic"]) {
    await page.goto(path, { waitUntil: "load" });
    expect(await page.locator("use").count(), path).toBe(0);
  }
  // The CSS check mark (hero, checklists) is a clip-path, not an SVG image as a mask.
  await page.goto("/");
  const masks = await page.locator(".check-mark, .check-item").evaluateAll((marks) =>
    marks.map((mark) => getComputedStyle(mark, mark.classList.contains("check-item") ? "::before" : null).maskImage),
  );
  expect(masks.length).toBeGreaterThan(0);
  expect(new Set(masks)).toEqual(new Set(["none"]));
  expect(svgRequests).toEqual([]);
});

test(`the home page stays under ${HOME_ELEMENT_BUDGET} elements`, async ({ page }) => {
  await page.goto("/");
  const elements = await page.evaluate(() => document.querySelectorAll("*").length);
  expect(elements).toBeLessThanOrEqual(HOME_ELEMENT_BUDGET);
});
