import { expect, type Locator, type Page } from "@playwright/test";

/**
 * A DOM element React has hydrated carries React's fiber key; one inside a boundary still waiting to
 * hydrate (HydrateOnNeed) does not. Runs in the page (the poll below writes the same test inline, since a
 * function passed to the page cannot call this one).
 */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
}

/**
 * Waits until React has hydrated the page's shell (the header's theme toggle gets its pressed state
 * then), so clicks on the header and hero reach their handlers. Sections below hydrate on need.
 * Generous: the test machine is shared, and hydration is all this waits for.
 */
export async function expectShellHydrated(page: Page) {
  await expect(page.getByTestId("theme-toggle")).toHaveAttribute("aria-pressed", /true|false/, { timeout: 20_000 });
}

/** Opens `path` and waits until React has hydrated the page's shell (expectShellHydrated). */
export async function gotoHydrated(page: Page, path = "/") {
  const response = await page.goto(path);
  await expectShellHydrated(page);
  return response;
}

/** Reloads the page and waits until React has hydrated its shell again: the new document starts unhydrated. */
export async function reloadHydrated(page: Page) {
  const response = await page.reload();
  await expectShellHydrated(page);
  return response;
}

/** Whether React has hydrated the element `locator` points at. */
export const hydrated = (locator: Locator) => locator.evaluate(isHydrated);

/**
 * Waits until every section that hydrates on need has hydrated (near, idle or touched), then lays out the
 * ones still skipping layout, as they are by the time a reader reaches them: a section hydrated while the
 * browser was idle keeps skipping layout until it comes near or is touched (decision 050), and axe cannot
 * measure skipped content. A pointer over each is the touch.
 */
export async function expectEverySectionHydrated(page: Page, message = "every section hydrated") {
  await expect
    .poll(
      () =>
        page.evaluate(
          () => [...document.querySelectorAll("[data-hydrate-on-need] > *")].filter((e) => !Object.keys(e).some((k) => k.startsWith("__reactFiber$"))).length,
        ),
      { message, timeout: 20_000 },
    )
    .toBe(0);
  await page.evaluate(() => {
    for (const section of document.querySelectorAll("[data-hydrate-on-need]:not([data-released]) > *")) section.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
  });
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll("[data-hydrate-on-need]:not([data-released])").length), { message: `${message}, and laid out`, timeout: 10_000 })
    .toBe(0);
}
