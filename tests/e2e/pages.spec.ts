import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { expect, expectConsoleError, test, watchCspViolations } from "./support/test";
import { expectEverySectionHydrated, gotoHydrated } from "./support/hydration";
import { contentShifts, recordContentShifts } from "./support/layout-shifts";
import AxeBuilder from "@axe-core/playwright";
import { caseStudies } from "../../content/case-studies";
import { serviceAnchors } from "../../content/services";
import { contactTownSlugs } from "../../content/towns";
import { mapsUrl, site } from "../../content/site";
import { implementationDays } from "../../app/components/case-studies/format";

const SITE = "Macomb Web Studio";

/** The posts' front matter, read from the Markdown files themselves. */
const posts = readdirSync("content/blog")
  .filter((file) => file.endsWith(".md"))
  .map((file) => matter(readFileSync(join("content/blog", file), "utf8")).data as { title: string; slug: string; date: string });

const lawFirm = caseStudies.find((c) => c.id === "law-firm")!;

test.describe("every owned route", () => {
  const routes: { path: string; title: string; h1: string }[] = [
    { path: "/services", title: "Web Design & Development Services", h1: "Web design services that grow local businesses" },
    { path: "/profiles", title: "Case Studies", h1: "Client success stories" },
    ...caseStudies.map((c) => ({ path: `/profile/${c.id}`, title: `${c.name} Case Study`, h1: c.name })),
    { path: "/blog", title: "Blog", h1: "Insights for local business owners" },
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, title: p.title, h1: p.title })),
    { path: "/contact", title: "Contact Us", h1: "Let's talk about your website" },
    { path: "/privacy-policy", title: "Privacy Policy", h1: "Privacy Policy" },
    { path: "/terms-of-service", title: "Terms of Service", h1: "Terms of Service" },
  ];

  test("answers 200 with its own title and one h1", async ({ page }) => {
    test.setTimeout(120_000);
    expect(posts).toHaveLength(3);
    for (const route of routes) {
      const response = await page.goto(route.path);
      expect(response?.status(), route.path).toBe(200);
      await expect(page, route.path).toHaveTitle(`${route.title} | ${SITE}`);
      await expect(page.locator("h1"), route.path).toHaveCount(1);
      await expect(page.locator("h1"), route.path).toHaveText(route.h1);
    }
  });
});

test.describe("accessibility", () => {
  const paths = ["/services", "/profiles", "/profile/law-firm", "/blog", "/blog/local-seo-macomb-county", "/contact", "/privacy-policy", "/terms-of-service"];
  for (const theme of ["light", "dark"] as const) {
    test(`owned pages have no WCAG 2.2 A/AA violations in the ${theme} theme`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      for (const path of paths) {
        await gotoHydrated(page, path);
        // Every section laid out, as a reader meets it (decision 019): axe cannot measure skipped content.
        await expectEverySectionHydrated(page);
        const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
        expect(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
          `${path} (${theme})`,
        ).toEqual([]);
      }
    });
  }
});

test.describe("/services", () => {
  test("has the six blocks, and every linked anchor lands on an element below the fixed header", async ({ page }) => {
    await page.goto("/services");
    const blocks = page.getByTestId("service-block");
    await expect(blocks.locator("h2")).toHaveText([
      "Visual Design",
      "Web Development",
      "SEO Optimization",
      "Analytics & Reporting",
      "Responsive Design",
      "Website Maintenance",
    ]);
    expect(serviceAnchors).toEqual(expect.arrayContaining(["web-design", "web-development", "e-commerce", "seo", "maintenance", "hosting"]));
    await expect(page.locator("#e-commerce")).toHaveCount(1);
    await expect(page.locator("#web-development #e-commerce")).toHaveCount(1);
    await expect(page.locator("#maintenance #hosting")).toHaveCount(1);

    for (const anchor of ["web-design", "web-development", "e-commerce", "seo", "maintenance", "hosting"]) {
      await page.goto(`/services#${anchor}`);
      const target = page.locator(`#${anchor}`);
      await expect(target).toBeInViewport();
      const top = await target.evaluate((el) => el.getBoundingClientRect().top);
      // The fixed header is 72 px tall: the target's top must sit just below it, not under it.
      expect(top, anchor).toBeGreaterThanOrEqual(72);
      expect(top, anchor).toBeLessThan(200);
    }
  });
});

test.describe("/profiles", () => {
  test("cards show image, category, five stars, name, description, three features and a link", async ({ page }) => {
    await page.goto("/profiles");
    const cards = page.getByTestId("profile-card");
    await expect(cards).toHaveCount(6);
    for (const study of caseStudies) {
      const card = cards.filter({ has: page.getByRole("heading", { name: study.name, exact: true }) });
      await expect(card.locator("img")).toHaveAttribute("src", study.images[0]!.src);
      await expect(card.getByText(study.category, { exact: true })).toBeVisible();
      await expect(card.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
      await expect(card.getByText(study.description)).toBeVisible();
      await expect(card.getByRole("list", { name: "Key features" }).locator("li")).toHaveText(study.features.slice(0, 3).map((f) => f.title));
      await expect(card.getByRole("link", { name: `View Case Study: ${study.name}` })).toHaveAttribute("href", `/profile/${study.id}`);
    }
  });

  test("the category filter shows only the chosen category, with pressed state", async ({ page }) => {
    await gotoHydrated(page, "/profiles");
    const filter = page.getByRole("group", { name: "Filter case studies by category" });
    await expect(filter.getByRole("button")).toHaveText(["All", "Healthcare", "Restaurant", "Professional Services", "Retail", "Non-Profit"]);
    await expect(filter.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");

    for (const category of ["Healthcare", "Restaurant", "Professional Services", "Retail", "Non-Profit"]) {
      await filter.getByRole("button", { name: category, exact: true }).click();
      await expect(filter.getByRole("button", { name: category, exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(filter.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
      const expected = caseStudies.filter((c) => c.category === category).map((c) => c.name);
      await expect(page.getByTestId("profile-card").locator("h2")).toHaveText(expected);
    }
    await filter.getByRole("button", { name: "All" }).click();
    await expect(page.getByTestId("profile-card")).toHaveCount(6);
    await expect(page.getByTestId("profiles-count")).toHaveText("Showing all 6 case studies");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("every card shows and the filter buttons stay out of the way", async ({ page }) => {
      await page.goto("/profiles");
      await expect(page.getByTestId("profile-card")).toHaveCount(6);
      await expect(page.getByRole("group", { name: "Filter case studies by category" })).toBeHidden();
    });
  });
});

test.describe("/profile/{id}", () => {
  for (const width of [390, 1280]) {
    test(`the hero artwork has its box before it arrives: nothing moves when a slow image loads (${width} px)`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
      try {
        const page = await context.newPage();
        // Images arrive late, after the page has been parsed and painted, as on a slow phone network: they
        // are held until the artwork's box has been measured (a fixed delay raced the page on a busy machine).
        let letImagesThrough!: () => void;
        const imagesHeld = new Promise<void>((resolve) => (letImagesThrough = resolve));
        await page.route(/\.(avif|webp|png|jpe?g)$/, async (route) => {
          await imagesHeld;
          await route.continue();
        });
        await recordContentShifts(page);
        await page.goto("/profile/dental-clinic", { waitUntil: "domcontentloaded" });
        const art = page.getByTestId("profile-hero").locator("img");
        expect(await art.evaluate((img: HTMLImageElement) => img.complete)).toBe(false);
        await page.evaluate(() => new Promise(requestAnimationFrame));
        const before = await art.boundingBox();
        letImagesThrough();
        await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
        await page.waitForTimeout(300);
        expect(await art.boundingBox()).toEqual(before);
        // Shown entire and as large as the frame allows: as wide as the frame, or as tall.
        const frame = (await page.getByTestId("profile-hero-frame").boundingBox())!;
        expect(Math.abs(before!.width - frame.width) < 1 || Math.abs(before!.height - frame.height) < 1).toBe(true);
        expect(await contentShifts(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  test("shows every section of the case study", async ({ page, request }) => {
    await gotoHydrated(page, "/profile/law-firm");
    const hero = page.getByTestId("profile-hero");
    await expect(hero.locator("img")).toHaveAttribute("src", lawFirm.images[0]!.src);
    await expect(page.getByRole("link", { name: "Back to Case Studies" })).toHaveAttribute("href", "/#profiles");
    await expect(page.locator("header").getByText(lawFirm.category, { exact: true })).toBeVisible();
    await expect(page.getByTestId("profile-description")).toHaveText(lawFirm.description);

    const details = page.getByTestId("project-details");
    await expect(details.locator("dt")).toHaveText(["Client", "Location", "Website", "Completed"]);
    await expect(details.locator("dd")).toHaveText([lawFirm.client, lawFirm.location, lawFirm.website, "October 2025"]);

    for (const heading of ["Overview", "The Challenge", "Our Solution", "The Results", "Key Features", "Project Gallery", "Ready to be our next success story?"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText(lawFirm.overview)).toBeVisible();
    await expect(page.getByText(lawFirm.challenge)).toBeVisible();
    await expect(page.getByText(lawFirm.solution)).toBeVisible();
    for (const result of lawFirm.results) await expect(page.getByText(result)).toBeVisible();
    await expect(page.getByText(lawFirm.testimonial.text, { exact: false })).toBeVisible();
    await expect(page.getByText(lawFirm.testimonial.author, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /Get a Free Consultation/ }).last()).toHaveAttribute("href", "/contact");

    // Implementation times: 3–7 days, derived from the title, identical in the prerendered HTML and after hydration.
    const cards = page.getByTestId("feature-card");
    await expect(cards).toHaveCount(lawFirm.features.length);
    const html = await (await request.get("/profile/law-firm")).text();
    for (const [i, feature] of lawFirm.features.entries()) {
      const days = implementationDays(feature.title);
      expect(days).toBeGreaterThanOrEqual(3);
      expect(days).toBeLessThanOrEqual(7);
      await expect(cards.nth(i)).toContainText(feature.title);
      await expect(cards.nth(i)).toContainText(`Implementation time: ${days} days`);
      expect(html).toContain(`Implementation time: ${days} days`);
    }
    const spread = new Set(caseStudies.flatMap((c) => c.features.map((f) => implementationDays(f.title))));
    expect(spread.size, "times vary between features").toBeGreaterThan(2);
  });

  test("the hero image is 40vh tall on phones and 60vh on larger screens", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/profile/fitness");
    expect((await page.getByTestId("profile-hero").boundingBox())!.height).toBeCloseTo(844 * 0.4, 0);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect((await page.getByTestId("profile-hero").boundingBox())!.height).toBeCloseTo(900 * 0.6, 0);
  });

  test("the largest content painted is the artwork the HTML names, not its blurred backdrop", async ({ page }) => {
    // A background image is found only once the page is laid out: as the LCP it cost Lighthouse a second.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto("/profile/dental-clinic", { waitUntil: "load" });
    const largest = await page.evaluate(
      () =>
        new Promise<string>((done) =>
          new PerformanceObserver((list) => done((list.getEntries().at(-1) as LargestContentfulPaint | undefined)?.element?.tagName ?? "none")).observe({ type: "largest-contentful-paint", buffered: true }),
        ),
    );
    expect(largest).toBe("IMG");
  });

  test("the hero shows the whole artwork at 390 and 1280 px: nothing clipped, nothing on top of it", async ({ page }) => {
    const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto("/profile/restaurant");
      const hero = (await page.getByTestId("profile-hero").boundingBox())!;
      const image = page.getByTestId("profile-hero").getByRole("img");
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const art = (await image.boundingBox())!;
      // Entire: inside the hero and the window, at the artwork's own proportions (no crop).
      expect(art.x, `${viewport.width} px`).toBeGreaterThanOrEqual(0);
      expect(art.x + art.width).toBeLessThanOrEqual(viewport.width);
      expect(art.y).toBeGreaterThanOrEqual(hero.y);
      expect(art.y + art.height).toBeLessThanOrEqual(hero.y + hero.height);
      expect(art.width / art.height).toBeCloseTo(1200 / 800, 1);
      expect(art.width).toBeGreaterThan(viewport.width < 640 ? 330 : 500);
      // The back link and the title card sit beside it, not over it.
      const back = (await page.getByRole("link", { name: "Back to Case Studies" }).boundingBox())!;
      expect(overlaps(back, art)).toBe(false);
      const card = (await page.getByTestId("profile-description").locator("..").boundingBox())!;
      expect(overlaps(card, art)).toBe(false);
      await expect(page.getByRole("link", { name: "Back to Case Studies" })).toHaveAttribute("href", "/#profiles");
    }
  });

  test("the carousel moves with previous and next, wrapping at both ends", async ({ page }) => {
    await gotoHydrated(page, "/profile/restaurant");
    const carousel = page.getByTestId("gallery-carousel");
    await carousel.scrollIntoViewIfNeeded();
    const status = page.getByTestId("carousel-status");
    const slides = page.getByTestId("carousel-slide");
    await expect(status).toHaveText("Image 1 of 4");

    await page.getByRole("button", { name: "Next image" }).click();
    await expect(status).toHaveText("Image 2 of 4");
    await expect(slides.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });

    await page.getByRole("button", { name: "Previous image" }).click();
    await page.getByRole("button", { name: "Previous image" }).click();
    await expect(status).toHaveText("Image 4 of 4");
    await expect(slides.nth(3)).toBeInViewport({ ratio: 0.9 });

    await page.getByRole("button", { name: "Next image" }).click();
    await expect(status).toHaveText("Image 1 of 4");
    await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9 });
  });

  test("on a phone the overlay is a full-screen view: swipe between images, touch words, tap to close", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const check = await watchCspViolations(context);
    const page = await context.newPage();
    await gotoHydrated(page, "/profile/boutique");
    const overlay = page.getByRole("dialog");
    await page.getByTestId("gallery-thumb").nth(0).tap();
    await expect(overlay).toHaveAccessibleName("Image 1 of 4, enlarged");
    // Edge to edge on an opaque backdrop: the page does not show through.
    expect(await overlay.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    const image = overlay.getByRole("img");
    expect((await image.boundingBox())!.width).toBeCloseTo(390, 0);
    const backdrop = await overlay.evaluate((dialog) => getComputedStyle(dialog, "::backdrop").backgroundColor);
    expect(Number(backdrop.match(/[\d.]+(?=\)$)/)?.[0] ?? 1)).toBeGreaterThanOrEqual(0.95);
    // The hint speaks of touch, not of Escape.
    await expect(overlay.getByText(/Swipe for the next image/)).toBeVisible();
    await expect(overlay.getByText(/press Escape/)).toBeHidden();
    // Pinch-zoom is left to the browser; one-finger moves are ours.
    expect(await overlay.evaluate((dialog) => getComputedStyle(dialog).touchAction)).toBe("pinch-zoom");

    const cdp = await context.newCDPSession(page);
    const swipe = async (from: number, to: number) => {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from, y: 420 }] });
      // A finger's pace, coming to rest before it lifts (an instant jump would leave a fling running,
      // and Chromium does not turn a tap that stops a fling into a click).
      for (const x of [from + (to - from) / 3, from + ((to - from) * 2) / 3, to, to]) {
        await page.waitForTimeout(50);
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y: 424 }] });
      }
      await page.waitForTimeout(150);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };
    await swipe(320, 60);
    await expect(overlay).toHaveAccessibleName("Image 2 of 4, enlarged");
    await expect(image).toHaveAttribute("src", "/images/case-studies/boutique/2.svg");
    await swipe(60, 320);
    await swipe(60, 320);
    await expect(overlay).toHaveAccessibleName("Image 4 of 4, enlarged");
    // A tap still closes it.
    await image.tap();
    await expect(overlay).toBeHidden();
    check();
    await context.close();
  });

  test("on a desktop the overlay browses with the arrow keys and a mouse drag, and says so", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/profile/boutique");
    const overlay = page.getByRole("dialog");
    await page.getByTestId("gallery-thumb").nth(0).click();
    await expect(overlay.getByText(/Use the arrow keys to browse\. Click anywhere or press Escape to close\./)).toBeVisible();
    await expect(overlay.getByText(/Swipe/)).toBeHidden();
    await page.keyboard.press("ArrowRight");
    await expect(overlay).toHaveAccessibleName("Image 2 of 4, enlarged");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(overlay).toHaveAccessibleName("Image 4 of 4, enlarged");
    await overlay.getByRole("button", { name: "Next enlarged image" }).click();
    await expect(overlay).toHaveAccessibleName("Image 1 of 4, enlarged");
    // A drag is a swipe, and the click that ends it does not close the overlay.
    await page.mouse.move(900, 400);
    await page.mouse.down();
    await page.mouse.move(600, 410, { steps: 5 });
    await page.mouse.up();
    await expect(overlay).toHaveAccessibleName("Image 2 of 4, enlarged");
    await expect(overlay).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(overlay).toBeHidden();
    await expect(page.getByTestId("gallery-thumb").nth(0)).toBeFocused();
  });

  test("the grid opens the overlay, which traps focus and closes by Escape and by click", async ({ page }) => {
    await gotoHydrated(page, "/profile/boutique");
    const thumbs = page.getByTestId("gallery-thumb");
    await expect(thumbs).toHaveCount(4);
    const overlay = page.getByRole("dialog");
    await expect(overlay).toBeHidden();

    await thumbs.nth(2).click();
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveAccessibleName("Image 3 of 4, enlarged");
    await expect(overlay.locator("img")).toHaveAttribute("src", "/images/case-studies/boutique/3.svg");
    const close = overlay.getByRole("button", { name: "Close enlarged image" });
    await expect(close).toBeFocused();
    for (const key of ["Tab", "Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await overlay.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(overlay).toBeHidden();
    await expect(thumbs.nth(2)).toBeFocused();

    // A click anywhere on the overlay (here: on the enlarged image) closes it too.
    await thumbs.nth(0).click();
    await expect(overlay).toHaveAccessibleName("Image 1 of 4, enlarged");
    await overlay.locator("img").click();
    await expect(overlay).toBeHidden();
    await expect(thumbs.nth(0)).toBeFocused();

    // The carousel image enlarges as well.
    await page.getByTestId("carousel-slide").first().getByRole("link").click();
    await expect(overlay).toBeVisible();
    await overlay.click({ position: { x: 10, y: 10 } });
    await expect(overlay).toBeHidden();
  });

  test("without JavaScript the gallery links open the image files", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const checkCsp = await watchCspViolations(context);
    const page = await context.newPage();
    await page.goto("/profile/nonprofit");
    await expect(page.getByTestId("gallery-thumb")).toHaveCount(4);
    await expect(page.getByTestId("gallery-thumb").nth(1)).toHaveAttribute("href", "/images/case-studies/nonprofit/2.svg");
    await expect(page.getByRole("button", { name: "Next image" })).toBeHidden();
    checkCsp();
    await context.close();
  });

  test("a gallery image that fails is replaced by a placeholder, logged, and named in one toast", async ({ page }) => {
    expectConsoleError(/^Failed to load gallery image 3: /);
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    // The SVG and its AVIF/WebP variants (3-800w.avif, …): whichever the browser picks fails.
    await page.route(/\/images\/case-studies\/law-firm\/3(-\d+w\.\w+|\.svg)$/, (route) => route.abort());
    await gotoHydrated(page, "/profile/law-firm");
    const grid = page.getByTestId("gallery-grid");
    await grid.scrollIntoViewIfNeeded();

    const toast = page.getByTestId("toast").filter({ hasText: "Failed to load gallery image 3" });
    await expect(toast).toHaveCount(1);
    await expect(toast.locator("p").first()).toHaveText("Failed to load gallery image 3");
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    await expect(grid.locator("li").nth(2).getByTestId("image-placeholder")).toBeVisible();
    await expect(grid.locator("li").nth(2).locator("img")).toHaveCount(0);
    await expect(grid.locator("li").nth(1).locator("img")).toBeVisible();
    expect(errors.some((e) => e.includes("Failed to load gallery image 3"))).toBe(true);

    // The overlay shows the placeholder too, and no second toast appears.
    await grid.locator("li").nth(2).getByRole("link").click();
    await expect(page.getByRole("dialog").getByTestId("image-placeholder")).toBeVisible();
    await expect(page.getByTestId("toast").filter({ hasText: "Failed to load gallery image" })).toHaveCount(1);
  });

  test("a hero image that fails shows the placeholder and the SPEC toast", async ({ page }) => {
    const logged: string[] = [];
    expectConsoleError(/^Failed to load profile image for "dental-clinic": /);
    page.on("console", (message) => message.type() === "error" && logged.push(message.text()));
    await page.route(/\/images\/case-studies\/dental-clinic\/1(-\d+w\.\w+|\.svg)$/, (route) => route.abort());
    await gotoHydrated(page, "/profile/dental-clinic");
    const hero = page.getByTestId("profile-hero");
    await expect(hero).toHaveAttribute("data-status", "failed");
    await expect(hero.getByTestId("image-placeholder")).toBeVisible();
    const toast = page.getByTestId("toast").filter({ hasText: "Failed to load profile image" });
    await expect(toast).toHaveCount(1);
    await expect(toast.locator("p")).toHaveText(["Failed to load profile image", "Using placeholder image instead."]);
    expect(logged.some((text) => text.startsWith('Failed to load profile image for "dental-clinic": '))).toBe(true);
  });

  test("an unknown id answers 404 with Profile Not Found and a way home", async ({ page }) => {
    const response = await page.goto("/profile/no-such-study");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profile Not Found");
    await expect(page.getByText("The case study you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page).toHaveTitle(`Profile Not Found | ${SITE}`);
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("blog", () => {
  test("/blog lists the three posts with image, category, date, title, excerpt, author and link", async ({ page }) => {
    await page.goto("/blog");
    const cards = page.getByTestId("blog-card");
    await expect(cards).toHaveCount(3);
    // Newest first.
    const sorted = [...posts].sort((a, b) => String(b.date).localeCompare(String(a.date)));
    await expect(cards.locator("h2")).toHaveText(sorted.map((p) => p.title));
    const cost = cards.filter({ hasText: "What a Small-Business Website Costs" });
    await expect(cost.locator("time")).toHaveText("March 10, 2026");
    await expect(cost.locator("time")).toHaveAttribute("datetime", "2026-03-10");
    await expect(cost.getByText("Web Design", { exact: true })).toBeVisible();
    await expect(cost.getByText("Megan Tran")).toBeVisible();
    await expect(cost.locator("img")).toHaveAttribute("src", "/images/blog/small-business-website-cost-2026.svg");
    await expect(cost.getByRole("link")).toHaveAttribute("href", "/blog/small-business-website-cost-2026");
  });

  test("a post renders its article with metadata", async ({ page }) => {
    await page.goto("/blog/selling-online-local-shop");
    await expect(page.locator("article time").first()).toHaveText("June 16, 2026");
    await expect(page.getByText("E-Commerce", { exact: true }).first()).toBeVisible();
    const body = page.getByTestId("post-body");
    await expect(body).toHaveClass(/prose-page/);
    expect(await body.locator("h2").count()).toBeGreaterThan(3);
    const words = (await body.innerText()).split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThan(600);
  });

  test("share links are built from the canonical URL, and copy link copies it", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const post = posts.find((p) => p.slug === "local-seo-macomb-county")!;
    await gotoHydrated(page, `/blog/${post.slug}`);
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute("href"))!;
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+/blog/${post.slug}$`));
    const url = encodeURIComponent(canonical);
    const title = encodeURIComponent(post.title);
    const share = page.getByTestId("share-links");
    await expect(share.getByRole("link", { name: "Share on X (opens in a new tab)" })).toHaveAttribute("href", `https://x.com/intent/post?url=${url}&text=${title}`);
    await expect(share.getByRole("link", { name: "Share on Facebook (opens in a new tab)" })).toHaveAttribute(
      "href",
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    );
    await expect(share.getByRole("link", { name: "Share on LinkedIn (opens in a new tab)" })).toHaveAttribute(
      "href",
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    );
    await expect(share.getByRole("link", { name: "Email this article" })).toHaveAttribute(
      "href",
      `mailto:?subject=${title}&body=${encodeURIComponent(`${post.title}\n\n${canonical}`)}`,
    );
    for (const link of await share.locator("a[target=_blank]").all()) await expect(link).toHaveAttribute("rel", "noopener noreferrer");

    await share.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  });

  test("an unknown slug redirects to /blog on the server", async ({ request }) => {
    const response = await request.get("/blog/no-such-post", { maxRedirects: 0 });
    expect(response.status()).toBeGreaterThanOrEqual(300);
    expect(response.status()).toBeLessThan(400);
    expect(response.headers()["location"]).toBe("/blog");
    const followed = await request.get("/blog/no-such-post");
    expect(followed.status()).toBe(200);
    expect(followed.url()).toMatch(/\/blog$/);
  });

  test("client-side navigation to an unknown slug lands on /blog", async ({ page }) => {
    await gotoHydrated(page, "/services");
    let documentRequests = 0;
    page.on("request", (r) => r.resourceType() === "document" && documentRequests++);
    await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate("/blog/no-such-post"));
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insights for local business owners");
    expect(documentRequests, "stayed a client-side navigation").toBe(0);
  });
});

test.describe("/contact", () => {
  test("has the form, contact details, descriptive text and the 16 community links", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByTestId("contact-form")).toBeVisible();
    const details = page.getByTestId("contact-details");
    await expect(details.getByRole("link", { name: site.phone })).toHaveAttribute("href", site.phoneHref);
    await expect(details.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(details.getByRole("link", { name: /Get directions/ })).toHaveAttribute("href", mapsUrl);
    await expect(details).toContainText(`${site.hours.days}, ${site.hours.display}`);
    await expect(page.getByText(/Whether you need a brand-new website/)).toBeVisible();

    const communities = page.getByTestId("community-links").getByRole("link");
    await expect(communities).toHaveCount(16);
    const hrefs = await communities.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(contactTownSlugs.map((slug) => `/locations/${slug}`));
  });
});

test.describe("legal pages", () => {
  test("the privacy policy says what is collected, where it is kept, for how long and whom to ask", async ({ page }) => {
    await page.goto("/privacy-policy");
    const main = page.locator("main");
    for (const text of ["your name, email address, phone number", "the page it was sent from", "not stored", "database on our own server", "24 months", "never sell", "theme", "Consultation booking", "months after the consultation's date"]) {
      await expect(main, text).toContainText(text);
    }
    await expect(main.getByRole("link", { name: site.email }).first()).toHaveAttribute("href", `mailto:${site.email}`);
  });

  test("the terms name Michigan law and the contact address", async ({ page }) => {
    await page.goto("/terms-of-service");
    const main = page.locator("main");
    await expect(main).toContainText("laws of the State of Michigan");
    await expect(main.getByRole("link", { name: site.email }).first()).toHaveAttribute("href", `mailto:${site.email}`);
  });
});

test.describe("reading and reaching: blog post and /contact", () => {
  test("a blog post at 1280 px reads at a comfortable measure, centred with its share box: no empty column", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/blog/local-seo-macomb-county");
    const column = page.getByTestId("post-column");
    const body = page.getByTestId("post-body");
    const { chars, text } = await body.evaluate((element) => {
      const probe = document.createElement("span");
      probe.textContent = "0".repeat(100);
      element.querySelector("p")!.append(probe);
      const ch = probe.getBoundingClientRect().width / 100;
      probe.remove();
      return { chars: element.getBoundingClientRect().width / ch, text: element.getBoundingClientRect() };
    });
    expect(chars).toBeGreaterThanOrEqual(60);
    expect(chars).toBeLessThanOrEqual(80);
    const share = (await page.getByTestId("share-links").boundingBox())!;
    const col = (await column.boundingBox())!;
    // The cover spans the text column; the share box starts level with it, right beside it.
    expect((await column.getByRole("img").first().boundingBox())!.width).toBeCloseTo(col.width, 0);
    expect(Math.abs(share.y - col.y)).toBeLessThan(4);
    expect(share.x - (col.x + col.width)).toBeLessThanOrEqual(64);
    // Centred: as much room on the left of the text as on the right of the share box.
    const left = col.x;
    const right = 1280 - (share.x + share.width);
    expect(Math.abs(left - right), `left ${left}, right ${right}`).toBeLessThan(24);
    // The title starts where the text starts.
    expect((await page.getByRole("heading", { level: 1 }).boundingBox())!.x).toBeCloseTo(text.x, 0);
  });

  test("/contact on a phone: a way to the form near the top, and the form before the details", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/contact");
    const jump = page.getByTestId("contact-shortcuts").getByRole("link", { name: "Send us a message" });
    await expect(jump).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId("contact-shortcuts").getByRole("link", { name: /Call/ })).toHaveAttribute("href", /^tel:/);
    await jump.click();
    await expect(page).toHaveURL(/#send-message$/);
    const heading = page.getByRole("heading", { name: "Send us a message" });
    await expect(heading).toBeInViewport({ ratio: 1 });
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(72);
    // In reading order the form comes before the contact details card.
    const formTop = (await page.getByTestId("contact-form").boundingBox())!.y;
    const detailsTop = (await page.getByTestId("contact-details").boundingBox())!.y;
    expect(formTop).toBeLessThan(detailsTop);
    // From 1024 px the form has its own column and the shortcuts are not needed.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByTestId("contact-shortcuts")).toBeHidden();
  });
});
