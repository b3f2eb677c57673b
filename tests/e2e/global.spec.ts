import { expect, test, type Page } from "./support/test";
import { footerServices, footerTowns, legalLinks, mainNav } from "../../content/navigation";
import { fixedPagePaths } from "../support/site-paths";
import { gotoHydrated } from "./support/hydration";

const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

test.describe("theme", () => {
  test("a chosen theme is saved and restored across reload", async ({ page }) => {
    // Two hydrations of the long home page (load and reload) on a loaded machine.
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: "light" });
    await gotoHydrated(page, "/");
    expect(await isDark(page)).toBe(false);
    await page.getByTestId("theme-toggle").click();
    expect(await isDark(page)).toBe(true);
    await expect(page.getByTestId("theme-toggle")).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    expect(await isDark(page)).toBe(true);
    // The toggle works once the reloaded page has hydrated (it reports its state from then on).
    await expect(page.getByTestId("theme-toggle")).toHaveAttribute("aria-pressed", "true", { timeout: 20_000 });
    await page.getByTestId("theme-toggle").click();
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await page.reload();
    expect(await isDark(page)).toBe(false);
  });

  test("the system preference decides when nothing is saved", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    expect(await isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    expect(await isDark(page)).toBe(false);
  });

  test("a saved choice wins over the system preference", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "light"));
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/services");
    expect(await isDark(page)).toBe(false);
  });

  test("the dark class is on <html> before the body is parsed and at DOMContentLoaded", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem("theme", "dark");
      const w = window as unknown as { darkAtBody?: boolean; darkAtDCL?: boolean };
      new MutationObserver((_, observer) => {
        if (document.body) {
          w.darkAtBody = document.documentElement.classList.contains("dark");
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
      document.addEventListener("DOMContentLoaded", () => {
        w.darkAtDCL = document.documentElement.classList.contains("dark");
      });
    });
    await page.goto("/");
    const seen = await page.evaluate(() => {
      const w = window as unknown as { darkAtBody?: boolean; darkAtDCL?: boolean };
      return { darkAtBody: w.darkAtBody, darkAtDCL: w.darkAtDCL };
    });
    expect(seen.darkAtBody).toBe(true);
    expect(seen.darkAtDCL).toBe(true);
  });

  test("the dark theme really changes the page colours", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe("rgb(11, 16, 32)");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the page follows the system setting (no script can set the theme class)", async ({ page }) => {
      const colours = async () =>
        page.evaluate(() => ({
          body: getComputedStyle(document.body).backgroundColor,
          text: getComputedStyle(document.body).color,
        }));
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto("/services");
      expect(await colours()).toEqual({ body: "rgb(11, 16, 32)", text: "rgb(230, 234, 242)" });
      await page.emulateMedia({ colorScheme: "light" });
      expect(await colours()).toEqual({ body: "rgb(255, 255, 255)", text: "rgb(15, 23, 42)" });
    });
  });
});

test.describe("header", () => {
  test("turns translucent with blur and a border once scrolled more than 20 px", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.locator("header").first();
    await scrollTo(page, 20);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await scrollTo(page, 21);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    // The blur is on the header's background layer, not the header (which holds the fixed mobile menu).
    await expect
      .poll(() => header.getByTestId("header-background").evaluate((el) => getComputedStyle(el).backdropFilter))
      .toContain("blur");
    expect(await header.evaluate((el) => getComputedStyle(el).backdropFilter)).toBe("none");
    // The border colour transitions in with the background: poll, as for the blur.
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).borderBottomColor)).not.toBe("rgba(0, 0, 0, 0)");
    await scrollTo(page, 0);
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("has the home link, the seven nav links and Get Started", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/", "/services", "/profiles", "/portfolio", "/process", "/blog", "/locations", "/contact"]);
    await expect(page.locator("header").getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact");
  });
});

test.describe("scroll to top", () => {
  test("appears beyond 300 px and scrolls back to the top", async ({ page }) => {
    await gotoHydrated(page, "/");
    await scrollTo(page, 300);
    await expect(page.getByTestId("scroll-to-top")).toHaveCount(0);
    await scrollTo(page, 301);
    await expect(page.getByTestId("scroll-to-top")).toBeVisible();
    await page.getByTestId("scroll-to-top").click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByTestId("scroll-to-top")).toHaveCount(0);
  });

  test("the footer back-to-top link scrolls up smoothly", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByTestId("back-to-top").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // Record the scroll request itself: timing-independent proof that the scroll is smooth.
    await page.evaluate(() => {
      const w = window as unknown as { scrollCalls: unknown[] };
      w.scrollCalls = [];
      const original = window.scrollTo.bind(window);
      window.scrollTo = ((...args: Parameters<typeof window.scrollTo>) => {
        w.scrollCalls.push(args[0]);
        return original(args[0] as ScrollToOptions);
      }) as typeof window.scrollTo;
    });
    await page.getByTestId("back-to-top").click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const calls = await page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls);
    expect(calls).toContainEqual({ top: 0, behavior: "smooth" });
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens below the 72 px header, traps focus and closes on link choice", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByTestId("menu-toggle");
    const panel = page.locator("#mobile-menu");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect.poll(() => panel.evaluate((el) => el.getBoundingClientRect().top)).toBe(72);
    await expect.poll(() => panel.evaluate((el) => Math.round(el.getBoundingClientRect().left))).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await expect(panel.getByRole("link", { name: "Home" })).toBeFocused();
    // Tab from the last element wraps to the toggle, never to the page behind.
    await panel.getByRole("link", { name: "Get Started" }).focus();
    await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();

    await panel.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test("opened after scrolling, it still fills the screen below the header", async ({ page }) => {
    await gotoHydrated(page, "/");
    await scrollTo(page, 1500);
    await expect(page.locator("header").first()).toHaveAttribute("data-scrolled", "true");
    await page.getByTestId("menu-toggle").click();
    const panel = page.locator("#mobile-menu");
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.y).toBe(72);
    expect(box.height).toBe(844 - 72);
    await expect(panel.getByRole("link", { name: "Contact" })).toBeInViewport();
  });

  test("closes on Escape and returns focus to the toggle", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByTestId("menu-toggle");
    await toggle.click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("is opened and used with the keyboard alone", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByTestId("menu-toggle").focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });
});

test.describe("navigation", () => {
  test("a route change starts at the top of the new page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a link to an anchor scrolls to that anchor", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("link", { name: "View Our Work" }).click();
    await expect(page).toHaveURL(/#portfolio$/);
    await expect(page.locator("#portfolio")).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("every page has its own title and one h1", async ({ request, page }) => {
    test.setTimeout(120_000); // every fixed page, one after another
    const titles = new Set<string>();
    for (const path of fixedPagePaths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      await page.goto(path);
      const title = await page.title();
      expect(title, path).toMatch(/Macomb Web Studio/);
      titles.add(title);
      await expect(page.locator("h1"), path).toHaveCount(1);
    }
    expect(titles.size).toBe(fixedPagePaths.length);
  });

  test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
    await gotoHydrated(page, "/services");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main")).toBeFocused();
  });
});

test.describe("not found", () => {
  test("an unknown path answers 404 with the not-found page and a link home", async ({ page }) => {
    const response = await page.goto("/this/page/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page).toHaveTitle(/Page not found/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("client-side navigation to an unknown path shows the not-found page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.evaluate(() => {
      const a = document.createElement("a");
      a.href = "/missing-page";
      a.textContent = "missing";
      a.id = "missing-link";
      document.body.append(a);
    });
    // A plain anchor triggers a document request; the server answers 404 with the page.
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/missing-page")), page.click("#missing-link")]);
    expect(response.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  });

  test("a trailing slash redirects permanently to the canonical URL", async ({ request }) => {
    const response = await request.get("/services/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toMatch(/\/services$/);
  });
});

test.describe("footer", () => {
  test("shows the current year, its link lists and safe social links", async ({ page, request }) => {
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByTestId("copyright-year")).toHaveText(String(new Date().getFullYear()));
    await expect(footer).toContainText("©");

    const expected = [...mainNav, ...footerServices, ...footerTowns, ...legalLinks].map((l) => l.path);
    const hrefs = await footer.locator("a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    for (const path of expected) expect(hrefs).toContain(path);
    expect(footerTowns.map((t) => t.path)).toEqual([
      "/locations/warren",
      "/locations/sterling-heights",
      "/locations/troy",
      "/locations/clinton-township",
      "/locations/shelby-township",
      "/locations/rochester-hills",
      "/locations/utica",
      "/locations/fraser",
    ]);
    for (const href of new Set(hrefs.map((h) => h.split("#")[0]!))) {
      expect((await request.get(href)).status(), href).toBe(200);
    }

    const social = footer.locator("a[target='_blank']");
    await expect(social).toHaveCount(4);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }
  });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("scrolling back to the top is instant", async ({ page }) => {
    await gotoHydrated(page, "/");
    await scrollTo(page, 1200);
    await page.getByTestId("scroll-to-top").click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
