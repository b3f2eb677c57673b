/**
 * Icons are inline <svg>s holding lucide's shapes (app/components/ui/Icon.tsx, decision 020). These tests
 * prove they draw, without JavaScript, after hydration and when React renders them on a client-side
 * navigation, that no page makes the browser load an SVG document for them, that the merged paths draw
 * lucide's pictures (decision 024), and they guard the home page's element count.
 */
import { expect, test, type Page } from "./support/test";
import { gotoHydrated } from "./support/hydration";
import { LUCIDE_ICON_NAMES } from "../../content/icon-names";
import { ICON_MARKUP } from "../../app/components/ui/icon-markup";
import { lucideIcon, lucideShapesMarkup } from "../../scripts/icon-markup";

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

// 1,061 elements in the server's HTML: each icon's shapes as one path per paint (decision 024; 1,258 with one
// element per shape, decision 020), and the home sections' wrappers merged and link arrows drawn by CSS
// (decision 048; 1,152 before). The budget catches markup that grows by accident.
const HOME_ELEMENT_BUDGET = 1_100;

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
  await gotoHydrated(page, "/");
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

test("each icon's merged paths draw the same picture as lucide's own shapes", async ({ page }) => {
  // Both versions as images at four times their usual size, with lucide's stroke (round caps and joins,
  // width 2). A shape lost, moved or reshaped by the merge leaves pixels drawn in one and empty in the
  // other. Where strokes cross, the edges' anti-aliasing may differ: separate shapes each blend their
  // partly covered pixels, one path covers them once (up to 179 of 255 at a few pixels of "dumbbell").
  const size = 96;
  const svg = (inner: string) =>
    `<svg xmlns="${SVG_NAMESPACE}" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${inner.replaceAll("currentColor", "#000")}</svg>`;
  const pairs = await Promise.all(
    LUCIDE_ICON_NAMES.map(async (name) => ({ name, lucide: svg(lucideShapesMarkup(name, await lucideIcon(name))), merged: svg(ICON_MARKUP[name]) })),
  );
  await page.setContent("<!doctype html><title>icons</title>");
  const differences = await page.evaluate(
    async ({ pairs, size }) => {
      const alpha = async (markup: string) => {
        const image = new Image(size, size);
        image.src = `data:image/svg+xml,${encodeURIComponent(markup)}`;
        await image.decode();
        const canvas = new OffscreenCanvas(size, size);
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, size, size).data.filter((_, i) => i % 4 === 3);
      };
      const found = [];
      for (const { name, lucide, merged } of pairs) {
        const [a, b] = [await alpha(lucide), await alpha(merged)];
        let drawnInOneOnly = 0;
        for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > 200) drawnInOneOnly++;
        found.push({ name, drawnInOneOnly, drawn: a.filter((value) => value > 0).length });
      }
      return found;
    },
    { pairs, size },
  );
  expect(differences).toHaveLength(LUCIDE_ICON_NAMES.length);
  for (const { name, drawnInOneOnly, drawn } of differences) {
    expect(drawn, name).toBeGreaterThan(500);
    expect(drawnInOneOnly, name).toBe(0);
  }
});
