/**
 * Accessibility of the production build:
 *  1. axe-core on every page of the site, in the light and in the dark theme: zero violations
 *     (WCAG 2.0/2.1/2.2 A and AA rules plus axe's best practices).
 *  2. Keyboard-only walk-throughs of the interactive parts: every control reachable with Tab,
 *     operable with Enter/Space/Escape, with a visible focus indicator.
 * Reduced motion is emulated so no reveal animation is caught half-faded (which axe would read
 * as low contrast); the pages must look finished either way.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { expectEverySectionHydrated, expectShellHydrated } from "./support/hydration";
import { sitePagePaths } from "../support/site-paths";
import { expectVisibleFocus, tabSequence, tabTo } from "../support/keyboard";

const THEMES = ["light", "dark"] as const;
type Theme = (typeof THEMES)[number];
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

test.use({ reducedMotion: "reduce" });

/** Opens a page in a theme (saved choice, as a returning visitor has) and waits for hydration. */
async function openInTheme(page: Page, path: string, theme: Theme) {
  await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
  await page.goto(path);
  await expect(page.getByTestId("theme-toggle")).toHaveAttribute("aria-pressed", theme === "dark" ? "true" : "false");
  // Every section laid out, as it is by the time a reader reaches it: a section waiting to hydrate skips
  // layout while offscreen (decision 019), and axe's geometry rules (target size) cannot measure skipped content.
  await expectEverySectionHydrated(page);
}

/** axe violations as readable lines: rule, what it means, and where. */
async function violations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1).join(" ").trim()}`).join("\n    ")}`,
  );
}

/**
 * axe's analysis of a whole page takes seconds and grows with the page and the host: on a 2-core CI host the home
 * page (two analyses, every section hydrated first, the first test of the run) took 31 s, over the default 30.
 */
const AXE_PAGE_TIMEOUT_MS = 90_000;

test.describe("axe: every page, light and dark", () => {
  test.describe.configure({ timeout: AXE_PAGE_TIMEOUT_MS });
  for (const path of sitePagePaths()) {
    test(`${path}`, async ({ page }) => {
      await openInTheme(page, path, "light");
      expect(await violations(page), `${path} in the light theme`).toEqual([]);
      // Switch with the page's own toggle, as a visitor does; the dark tokens apply at once.
      await page.getByTestId("theme-toggle").click();
      await expect(page.getByTestId("theme-toggle")).toHaveAttribute("aria-pressed", "true");
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
      expect(await violations(page), `${path} in the dark theme`).toEqual([]);
    });
  }

  test("the not-found page", async ({ page }) => {
    for (const theme of THEMES) {
      await openInTheme(page, "/no-such-page", theme);
      expect(await violations(page), theme).toEqual([]);
    }
  });
});

test.describe("axe: open mobile menu, light and dark", () => {
  test.describe.configure({ timeout: AXE_PAGE_TIMEOUT_MS });
  test.use({ viewport: { width: 390, height: 844 } });

  for (const theme of THEMES) {
    test(`${theme}`, async ({ page }) => {
      await openInTheme(page, "/", theme);
      await page.getByTestId("menu-toggle").click();
      await expect(page.locator("#mobile-menu")).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Keyboard walk-throughs. Each entry drives one widget with the keyboard alone. To cover a new
// widget (testimonial carousel, portfolio/case-study filters, gallery dialog, forms), add an
// entry to `keyboardWalks` using the helpers in tests/support/keyboard.ts.
// ---------------------------------------------------------------------------------------------

interface KeyboardWalk {
  name: string;
  path: string;
  viewport?: { width: number; height: number };
  run: (page: Page) => Promise<void>;
}

const keyboardWalks: KeyboardWalk[] = [
  {
    name: "desktop header: skip link, logo, every nav link, theme toggle, Get Started, in order",
    path: "/services",
    viewport: { width: 1280, height: 800 },
    async run(page) {
      const sequence = await tabSequence(page, 12);
      expect(sequence).toEqual([
        "Skip to content",
        "Macomb Web Studio, home",
        "Home",
        "Services",
        "Case Studies",
        "Portfolio",
        "Process",
        "Blog",
        "Locations",
        "Contact",
        "Dark theme",
        "Get Started",
      ]);
      // The theme toggle works from the keyboard, with Space and with Enter.
      const toggle = page.getByTestId("theme-toggle");
      await toggle.focus();
      const before = await toggle.getAttribute("aria-pressed");
      await page.keyboard.press("Space");
      await expect(toggle).not.toHaveAttribute("aria-pressed", before!);
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-pressed", before!);
      // Enter on a nav link navigates; focus starts again at the top of the new page.
      await tabTo(page, page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Process" }), { backwards: true });
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/process$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    },
  },
  {
    name: "skip link moves focus past the header to the main content",
    path: "/contact",
    async run(page) {
      await tabTo(page, page.getByRole("link", { name: "Skip to content" }), { limit: 1 });
      await page.keyboard.press("Enter");
      await expect(page.locator("#main")).toBeFocused();
      // The next Tab lands inside the main content, not back in the header.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.querySelector("#main")!.contains(document.activeElement))).toBe(true);
    },
  },
  {
    name: "mobile menu: open with Enter, every item reachable, focus kept inside, Escape closes",
    path: "/",
    viewport: { width: 390, height: 844 },
    async run(page) {
      const toggle = page.getByTestId("menu-toggle");
      const menu = page.locator("#mobile-menu");
      await tabTo(page, toggle);
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      const links = menu.getByRole("link");
      const count = await links.count();
      expect(count).toBe(9);
      // Focus starts on the first item; Tab walks every item with a visible focus ring.
      await expectVisibleFocus(links.first());
      for (let i = 1; i < count; i++) {
        await page.keyboard.press("Tab");
        await expectVisibleFocus(links.nth(i));
      }
      // Past the last item focus wraps to the toggle and back into the menu: never behind it.
      await page.keyboard.press("Tab");
      await expectVisibleFocus(toggle);
      await page.keyboard.press("Tab");
      await expectVisibleFocus(links.first());
      await page.keyboard.press("Shift+Tab");
      await expectVisibleFocus(toggle);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
      // Space opens it too, and choosing a link with Enter closes it.
      await page.keyboard.press("Space");
      await expect(menu).toBeVisible();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/services$/);
      await expect(menu).toBeHidden();
    },
  },
  {
    name: "footer: every link reachable with a visible focus ring; back to top returns to the page start",
    path: "/process",
    viewport: { width: 1280, height: 800 },
    async run(page) {
      const footer = page.getByRole("contentinfo");
      const links = footer.getByRole("link");
      const count = await links.count();
      await tabTo(page, links.first(), { limit: 80 });
      for (let i = 1; i < count; i++) {
        await page.keyboard.press("Tab");
        await expectVisibleFocus(links.nth(i));
      }
      await expect(page.getByTestId("back-to-top")).toBeFocused();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    },
  },
  {
    name: "contact form: every control reachable in order, labelled, with a visible focus ring",
    path: "/contact",
    async run(page) {
      const form = page.getByTestId("contact-form");
      // What a keyboard user can reach: visible, enabled, not taken out of the tab order (the honeypot is not).
      const controls = form.locator("input, textarea, select, button, a[href]");
      const reachable: number[] = [];
      for (let i = 0; i < (await controls.count()); i++) {
        const c = controls.nth(i);
        if ((await c.isVisible()) && (await c.isEnabled()) && (await c.getAttribute("tabindex")) !== "-1") reachable.push(i);
      }
      expect(reachable.length).toBeGreaterThanOrEqual(4);
      await tabTo(page, controls.nth(reachable[0]!), { limit: 60 });
      for (const i of reachable) {
        if (i !== reachable[0]) {
          await page.keyboard.press("Tab");
          await expectVisibleFocus(controls.nth(i));
        }
        await expect(controls.nth(i)).toHaveAccessibleName(/\S/);
      }
      await expect(form.locator('button[type="submit"]')).toBeVisible();
    },
  },
];

test.describe("keyboard only", () => {
  for (const walk of keyboardWalks) {
    test(walk.name, async ({ page }) => {
      if (walk.viewport) await page.setViewportSize(walk.viewport);
      await page.goto(walk.path);
      await expectShellHydrated(page);
      await walk.run(page);
    });
  }
});
