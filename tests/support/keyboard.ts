/** Keyboard-only test helpers: Tab order, and a check that focus is visible where it lands. */
import { expect, type Locator, type Page } from "@playwright/test";

/** Fails unless the focused element shows a focus indicator (outline or ring) a sighted user can see. */
export async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const style = await target.evaluate((el) => {
    const css = getComputedStyle(el);
    return {
      focusVisible: el.matches(":focus-visible"),
      outline: css.outlineStyle !== "none" && parseFloat(css.outlineWidth) >= 2,
      ring: css.boxShadow !== "none",
    };
  });
  expect(style.focusVisible, "focus is :focus-visible").toBe(true);
  expect(style.outline || style.ring, "a visible outline or ring").toBe(true);
}

/** Presses Tab until `target` has focus (fails after `limit` presses), checking its focus indicator. */
export async function tabTo(page: Page, target: Locator, { limit = 40, backwards = false } = {}) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectVisibleFocus(target);
      return;
    }
  }
  throw new Error(`${target} not reached with ${limit} Tab presses`);
}

/** The accessible names of the elements Tab visits next, in order. */
export async function tabSequence(page: Page, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press("Tab");
    await expectVisibleFocus(page.locator(":focus"));
    names.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return (el.getAttribute("aria-label") ?? el.textContent ?? "").trim();
      }),
    );
  }
  return names;
}
