import { expect, test, type Page } from "./support/test";
import { sitePagePaths } from "../support/site-paths";
import { expectEverySectionHydrated, expectShellHydrated, gotoHydrated, hydrated, reloadHydrated } from "./support/hydration";
import { startWorkspaceServer } from "./support/workspace";

/**
 * Sections below the fold hydrate on need (HydrateOnNeed, app/components/ui/hydration-triggers.ts):
 * near the viewport, on interaction, or when the browser is idle. These tests hold back the other
 * triggers so a section is provably not hydrated yet, then act on it: the first click, key or tap
 * must work, because React hydrates the boundary at once and replays the event.
 */

const PHONE = { width: 390, height: 844 };

/** The browser is never idle, so no section is released for that: only nearness and interaction count. */
async function browserNeverIdle(page: Page) {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
}

/**
 * Only interaction can hydrate a section: the browser is never idle, and the observer that watches
 * the sections' distance from the viewport never reports (other observers, e.g. the reveal effect,
 * work as usual).
 */
async function onlyInteractionHydrates(page: Page) {
  await browserNeverIdle(page);
  await page.addInitScript(() => {
    const Native = window.IntersectionObserver;
    window.IntersectionObserver = class extends Native {
      observe(target: Element) {
        if (target.parentElement?.hasAttribute("data-hydrate-on-need")) return;
        super.observe(target);
      }
    };
  });
}

/**
 * Runs the page's main thread at a quarter of this machine's speed (Chromium's CPU throttling over CDP), for
 * frames as long as a slow host's (issue 44's ran at a Lighthouse CPU index of about 1,500).
 */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** The computed `content-visibility` of the element `selector` names: "auto" while its section skips layout. */
const contentVisibility = (page: Page, selector: string) =>
  page.locator(selector).evaluate((e) => getComputedStyle(e).contentVisibility);

test.describe("hydrate on need", () => {
  test.use({ viewport: PHONE });

  test("home: the hero hydrates at once; sections far below wait until the reader scrolls near them", async ({ page }) => {
    await browserNeverIdle(page);
    await gotoHydrated(page, "/");
    await expect.poll(() => hydrated(page.locator("#hero"))).toBe(true);
    // Give hydration time to run everything it would: the far sections must still hold server HTML.
    await page.waitForTimeout(1000);
    for (const id of ["#process", "#testimonials", "#contact"]) expect(await hydrated(page.locator(id)), id).toBe(false);
    expect(await hydrated(page.locator("footer"))).toBe(false);

    await page.locator("#testimonials").scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(page.locator("#testimonials"))).toBe(true);
    expect(await hydrated(page.locator("#contact")), "#contact is still far below").toBe(false);
    await page.locator("footer").scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(page.locator("#contact"))).toBe(true);
    await expect.poll(() => hydrated(page.locator("footer"))).toBe(true);
  });

  test("when the browser is idle after load, every section hydrates without scrolling", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect.poll(() => hydrated(page.locator("footer")), { timeout: 15_000 }).toBe(true);
    for (const id of ["#services", "#portfolio", "#process", "#testimonials", "#contact"]) expect(await hydrated(page.locator(id)), id).toBe(true);
  });

  test("a section waiting to hydrate skips layout while offscreen, and is laid out once released", async ({ page }) => {
    await onlyInteractionHydrates(page);
    await gotoHydrated(page, "/");
    expect(await contentVisibility(page, "#hero")).toBe("visible");
    for (const id of ["#portfolio", "#testimonials", "footer"]) expect(await contentVisibility(page, id), id).toBe("auto");
    // Touching a section releases it: it is laid out like any other from then on.
    await page.getByTestId("testimonial-next").click();
    await expect.poll(() => contentVisibility(page, "#testimonials")).toBe("visible");
    expect(await contentVisibility(page, "footer")).toBe("auto");
  });

  test("a waiting section with a field to type in is laid out from the start", async ({ page }) => {
    // Chromium's autofill reads every field once the document is parsed, which would lay out a skipped
    // section inside that task anyway (decision 019). Radio buttons and checkboxes do not count.
    await onlyInteractionHydrates(page);
    await gotoHydrated(page, "/");
    for (const id of ["#get-started", "#contact"]) {
      expect(await hydrated(page.locator(id)), id).toBe(false);
      expect(await contentVisibility(page, id), id).toBe("visible");
    }
    expect(await contentVisibility(page, "#portfolio")).toBe("auto");
  });

  test("a reload returns to the same content: every section is laid out before the scroll position is restored", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect.poll(() => hydrated(page.locator("footer")), { timeout: 15_000 }).toBe(true);
    const heading = page.locator("#testimonials h2");
    await heading.evaluate((e) => e.scrollIntoView({ block: "start" }));
    const top = async () => Math.round(await heading.evaluate((e) => e.getBoundingClientRect().top));
    const before = await top();
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bpositioned-load\b/);
    expect(await contentVisibility(page, "#contact")).toBe("visible");
    await expect.poll(top).toBeGreaterThan(before - 5);
    expect(await top()).toBeLessThan(before + 5);
  });

  test("portfolio filter: the first click on a section that has not hydrated filters", async ({ page }) => {
    await onlyInteractionHydrates(page);
    await gotoHydrated(page, "/");
    const gallery = page.locator("#portfolio");
    await gallery.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(await hydrated(gallery)).toBe(false);

    await gallery.getByRole("button", { name: "Business" }).click();
    await expect(gallery.getByRole("button", { name: "Business" })).toHaveAttribute("aria-pressed", "true");
    await expect(gallery.getByRole("button", { name: "All Projects" })).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByTestId("portfolio-status").first()).toHaveText(/^Showing \d+ projects?$/);
  });

  test("testimonial carousel: the first press of the arrow moves it", async ({ page }) => {
    await onlyInteractionHydrates(page);
    await gotoHydrated(page, "/");
    const carousel = page.locator("#testimonials");
    await carousel.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(await hydrated(carousel)).toBe(false);
    await expect(page.getByTestId("testimonial-slide").nth(0)).toHaveAttribute("data-state", "active");

    await page.getByTestId("testimonial-next").click();
    await expect(page.getByTestId("testimonial-slide").nth(1)).toHaveAttribute("data-state", "active");
    await expect(page.getByTestId("testimonial-slide").nth(0)).not.toHaveAttribute("data-state", "active");
  });

  test("case-study gallery: the first tap on a thumbnail opens the image, and the carousel arrow moves", async ({ page }) => {
    await onlyInteractionHydrates(page);
    await gotoHydrated(page, "/profile/dental-clinic");
    const thumb = page.getByTestId("gallery-thumb").first();
    await thumb.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(await hydrated(thumb)).toBe(false);

    await thumb.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/dental-clinic$/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await reloadHydrated(page);
    const next = page.getByTestId("carousel-next");
    await next.scrollIntoViewIfNeeded();
    expect(await hydrated(next)).toBe(false);
    await expect(page.getByTestId("carousel-status")).toHaveText(/^Image 1 of \d+$/);
    await next.click();
    await expect(page.getByTestId("carousel-status")).toHaveText(/^Image 2 of \d+$/);
  });

  test("contact form: typing into a field that has not hydrated keeps every key, and the form then validates", async ({ page }) => {
    await onlyInteractionHydrates(page);
    await gotoHydrated(page, "/");
    const name = page.locator("#home-contact-name");
    await name.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(await hydrated(name)).toBe(false);

    await name.focus();
    await page.keyboard.type("Ada Lovelace");
    await expect(name).toHaveValue("Ada Lovelace");
    expect(await hydrated(name)).toBe(true);
    await page.getByTestId("contact-form-card").getByRole("button", { name: /send/i }).click();
    await expect(page.locator("#home-contact-email")).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveValue("Ada Lovelace");
  });

  test("contact form: what a visitor types before the JavaScript has even loaded is kept", async ({ page }) => {
    let letScriptsRun!: () => void;
    const scriptsMayRun = new Promise<void>((done) => (letScriptsRun = done));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsMayRun;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const name = page.locator("#home-contact-name");
    await name.fill("Grace Hopper");
    letScriptsRun();
    await expectShellHydrated(page);
    await page.getByTestId("contact-form-card").getByRole("button", { name: /send/i }).click();
    await expect(page.locator("#home-contact-email")).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveValue("Grace Hopper");
  });

  test("/book: fresh availability reaches the slot picker even before it has hydrated", async ({ page }) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    // A server of its own: this test books a time, which other tests must not see.
    const server = await startWorkspaceServer();
    try {
      await onlyInteractionHydrates(page);
      await gotoHydrated(page, `${server.origin}/book`);
      const sections = page.locator("[data-hydrate-on-need] > *");
      for (const section of await sections.all()) expect(await hydrated(section)).toBe(false);
      await sections.evaluateAll((elements) => elements.forEach((element) => element.setAttribute("data-from-server", "")));
      // Someone else books a time while this page is open.
      const { slots } = (await (await page.request.get(`${server.origin}/api/bookings/slots`)).json()) as { slots: { start: string }[] };
      const taken = slots[0]!.start;
      const booking = { slot: taken, name: "Dana Kowalski", email: "dana@bakery.example", topic: "A site for the bakery" };
      const response = await page.request.post(`${server.origin}/api/bookings`, {
        headers: { "content-type": "application/json", origin: server.origin },
        data: JSON.stringify(booking),
      });
      expect(response.status()).toBe(201);
      const takenTime = page.locator(`input[name="slot"][value="${taken}"]`);
      await expect(takenTime).toHaveCount(1);

      // The tab comes back into view: the picker asks for fresh slots, and shows them.
      await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      await expect(takenTime).toHaveCount(0);
      for (const section of await sections.all()) expect(await hydrated(section)).toBe(true);
      // Hydrated, not rendered again: the server's elements are still there.
      await expect(page.locator("[data-hydrate-on-need] > [data-from-server]")).toHaveCount(await sections.count());
      expect(problems).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  test("a client-side navigation renders the next page's sections at once, hydrated", async ({ page }) => {
    await onlyInteractionHydrates(page);
    await gotoHydrated(page, "/");
    await page.locator("#hero").getByRole("link", { name: "Get a Free Consultation" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    // Nothing near the viewport, no idle time: only a section that never waits is hydrated here.
    const sections = page.locator("main [data-hydrate-on-need] > *");
    expect(await sections.count()).toBeGreaterThan(0);
    for (const section of await sections.all()) expect(await hydrated(section)).toBe(true);
    await expect(page.locator("footer")).toBeVisible();
  });
});

/**
 * Records, in every frame, the top of the element `target` names (once it exists) into `window.__tops`:
 * what the reader sees of its position. Runs in the page, from its first script on (`addInitScript`) or
 * from now on (`evaluate`).
 */
function recordTops(target: string) {
  const tops: number[] = [];
  (window as unknown as { __tops: number[] }).__tops = tops;
  const frame = () => {
    const element = document.querySelector(target);
    if (element) tops.push(Math.round(element.getBoundingClientRect().top));
    requestAnimationFrame(frame);
  };
  frame();
}

const recordedTops = (page: Page) => page.evaluate(() => (window as unknown as { __tops: number[] }).__tops.slice());

/** The recorded tops from the first frame the element was in the window's upper half on. */
async function topsOnceInView(page: Page) {
  const tops = await recordedTops(page);
  const height = page.viewportSize()!.height;
  const first = tops.findIndex((top) => top >= 0 && top < height / 2);
  return first < 0 ? tops : tops.slice(first);
}

/** Where a scrolled-to element stops: below the fixed header (the page's scroll-padding-top). */
const scrollPaddingTop = (page: Page) => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));

/**
 * The sections below the fold are laid out late (decision 019), at estimated heights until then. A reader
 * who lands on, or jumps to, a place far down the page must not see it move as the sections above it get
 * their real heights.
 */
for (const viewport of [PHONE, { width: 1280, height: 720 }]) {
  test.describe(`nothing moves under a reader far down the page, at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of ["/#profiles", "/#contact", "/services#maintenance"]) {
      test(`${path} lands on its section, below the header, and it stays there while the page hydrates`, async ({ page }) => {
        const selector = `#${path.split("#")[1]}`;
        await page.addInitScript(recordTops, selector);
        await page.goto(path);
        await expect(page.locator("html")).toHaveClass(/\bpositioned-load\b/);
        await expectEverySectionHydrated(page);
        const tops = await topsOnceInView(page);
        const expected = await scrollPaddingTop(page);
        for (const top of tops) expect(Math.abs(top - expected), `${selector} at ${tops.join(", ")}`).toBeLessThanOrEqual(2);
      });
    }

    // A jump lands between two sections, and the observer that watches their distance from the viewport
    // releases both in the next frame: Chromium's own scroll anchoring then let the gallery jump 700 px.
    // Here both are released in the same task as the jump (as a pointer over each would), so it is not
    // left to timing; then the rest, above and below.
    for (const [path, selector] of [
      ["/profile/restaurant", "[data-testid=gallery-carousel]"],
      ["/", "#process"],
    ] as const) {
      test(`a jump to ${selector} on ${path} before the sections above are laid out: it stays where it landed`, async ({ page }) => {
        await onlyInteractionHydrates(page);
        await gotoHydrated(page, path);
        const landed = await page.locator(selector).evaluate((element) => {
          const wrappers = [...document.querySelectorAll("[data-hydrate-on-need]")];
          const own = element.closest("[data-hydrate-on-need]")!;
          const above = wrappers[wrappers.indexOf(own) - 1]!;
          element.scrollIntoView({ block: "center" });
          const top = Math.round(element.getBoundingClientRect().top);
          for (const wrapper of [own, above]) wrapper.firstElementChild!.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
          return top;
        });
        await page.evaluate(recordTops, selector);
        await page.evaluate(() => new Promise(requestAnimationFrame));
        await page.evaluate(() => {
          for (const section of document.querySelectorAll("[data-hydrate-on-need]:not([data-released]) > *")) section.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
        });
        await expectEverySectionHydrated(page);
        await page.evaluate(() => new Promise(requestAnimationFrame));
        const tops = await recordedTops(page);
        for (const top of tops) expect(Math.abs(top - landed), `${selector} landed at ${landed}, then at ${tops.join(", ")}`).toBeLessThanOrEqual(2);
      });
    }

    // Scrolling back up from there, the browser lays each skipped section out by itself as it comes near,
    // before any release (and so before `keepingTheView`) runs. Only the browser's scroll anchoring keeps
    // the page still then; without it the page moved by a whole screen (`overflow-anchor: none` tried here).
    // That is why app.css skips layout only where `overflow-anchor` is supported.
    // What is measured is where the texts are painted: what the reader sees. The services' cards wait to be
    // revealed (useReveal) when #services hydrated while they were below the viewport, and the reader then
    // reaches them from above. Rising 24 px as they faded in, they slid against the scroll: at 1280 px most
    // texts in view at scrollY 1100-1850 moved 38-57 px for a 60 px scroll (issue 44, on a slow host, where
    // #services, 2 px inside the nearness margin at load, had hydrated before the jump). A reveal reached
    // from above fades where it is laid out (decision 047). #services is hydrated first here (a pointer over
    // it, on the way to the header's link), so every run has those cards, and the scroll runs on a slowed CPU
    // (slowCpu), with frames as long as a slow host's: unthrottled on a faster machine, the 1280 px run missed
    // the cards' rise in 5 runs of 5; throttled, it caught it in 9 of 10.
    test("after a jump to #contact on /, scrolling back up moves the page only by the scroll", async ({ page }) => {
      // About 140 steps of one frame each, on a slowed CPU, and a frame is slower still on a busy machine.
      test.setTimeout(120_000);
      await browserNeverIdle(page);
      await gotoHydrated(page, "/");
      await page.locator("#services").dispatchEvent("pointerover");
      await expect(page.getByTestId("service-card").first()).toHaveAttribute("data-reveal", "pending");
      await slowCpu(page);
      const { waitingAbove, problems } = await page.evaluate(async () => {
        const target = document.querySelector("#contact")!;
        target.scrollIntoView({ block: "start" });
        await new Promise((settled) => setTimeout(settled, 300));
        const waitingAbove = [...document.querySelectorAll("[data-hydrate-on-need]:not([data-released]) > *")].filter(
          (section) => section.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING,
        ).length;
        const texts = [...document.querySelectorAll("main h2, main h3, main li, main p")];
        const inView = () => {
          const tops = new Map<Element, number>();
          for (const text of texts) {
            const box = text.getBoundingClientRect();
            if (box.height > 0 && box.top >= 0 && box.bottom <= innerHeight) tops.set(text, box.top);
          }
          return tops;
        };
        const problems: string[] = [];
        let before = inView();
        while (scrollY > 0) {
          const step = Math.min(60, scrollY);
          window.scrollBy(0, -step);
          await new Promise(requestAnimationFrame);
          const after = inView();
          // The page's movement is what most texts in view did.
          const moves = [...after].filter(([text]) => before.has(text)).map(([text, top]) => Math.round(top - before.get(text)!));
          const moved = moves.sort((a, b) => a - b)[Math.floor(moves.length / 2)];
          if (moved === undefined) problems.push(`at ${Math.round(scrollY)}: nothing on screen stayed in view`);
          else if (Math.abs(moved - step) > 2) problems.push(`at ${Math.round(scrollY)}: moved ${moved} px for a ${step} px scroll`);
          before = after;
        }
        return { waitingAbove, problems };
      });
      expect(waitingAbove, "sections above #contact still skipping layout when the scroll starts").toBeGreaterThan(0);
      expect(problems).toEqual([]);
      // The cards were revealed on the way up: the scroll went through a reveal reached from above.
      await expect(page.getByTestId("service-card").first()).toHaveAttribute("data-reveal", "shown");
    });
  });
}

test("the footer's link lists (static HTML, not walked by hydration) navigate on the client, like router links", async ({ page }) => {
  await gotoHydrated(page, "/");
  const footer = page.locator("footer");
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated(footer)).toBe(true);
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await footer.getByRole("navigation", { name: "Services" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/services#/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage), "no full page load").toBe(true);
  // Modified clicks stay the browser's: the list's own links are plain anchors, written as the site's <Link> writes them.
  const listLink = footer.getByRole("navigation", { name: "Services" }).getByRole("link").first();
  await expect(listLink).toHaveAttribute("href", /^\//);
  await expect(listLink).not.toHaveAttribute("data-discover");
});

test("every page: each section below the fold hydrates without a console error or mismatch once the browser is idle", async ({ page }) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  let current = "";
  page.on("pageerror", (error) => problems.push(`${current}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat|Minified React error/i.test(message.text())) problems.push(`${current}: ${message.text()}`);
  });
  // React reports a boundary it could not hydrate with a generic message; log what it caught, too.
  await page.addInitScript(() => {
    window.addEventListener("error", (event) => {
      const cause = (event.error as Error | undefined)?.cause;
      if (cause) console.error(`caused by: ${String(cause instanceof Error ? `${cause.message} ${cause.stack}` : cause)}`);
    });
  });
  for (const path of sitePagePaths()) {
    current = path;
    await gotoHydrated(page, path);
    await expectEverySectionHydrated(page, `${path}: every section hydrated`);
  }
  expect(problems).toEqual([]);
});
