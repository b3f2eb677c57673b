export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Whether the window is on a smooth scroll back to the top that this page started (`scrollToPageTop`).
 * On its way up it passes sections laid out for the first time (decision 019); code that keeps the
 * reader's view as they are laid out must not scroll the window then: any other scroll of the window
 * cancels a smooth one in Chromium, and the reader was left part-way up (keep-view.ts).
 */
let returningToTop = false;

/** Input with which the reader takes the scroll over; Chromium stops a smooth scroll for it. */
const TAKING_OVER = ["wheel", "touchstart", "pointerdown"] as const;

/**
 * Keys that scroll the page, and so stop a smooth scroll. Others (Tab, Shift, a letter) leave it running:
 * a keyboard reader tabbing on while the page is still on its way up must not lose the ride to the top.
 */
const SCROLLING_KEYS = new Set(["ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End", " "]);

function endReturnToTop(): void {
  returningToTop = false;
  window.removeEventListener("scrollend", endReturnToTop);
  window.removeEventListener("scroll", endAtTop);
  window.removeEventListener("keydown", endOnScrollingKey, true);
  for (const type of TAKING_OVER) window.removeEventListener(type, endReturnToTop, true);
}

function endOnScrollingKey(event: KeyboardEvent): void {
  if (SCROLLING_KEYS.has(event.key)) endReturnToTop();
}

/** Browsers without `scrollend` (Safari) end it here. */
function endAtTop(): void {
  if (window.scrollY <= 0) endReturnToTop();
}

/** Smoothly back to the top (instantly under reduced motion), then focus the top of the page for keyboard users. */
export function scrollToPageTop(): void {
  const smooth = !prefersReducedMotion() && window.scrollY > 0;
  window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
  if (smooth && !returningToTop) {
    returningToTop = true;
    window.addEventListener("scrollend", endReturnToTop);
    window.addEventListener("scroll", endAtTop, { passive: true });
    for (const type of TAKING_OVER) window.addEventListener(type, endReturnToTop, { capture: true, passive: true });
    window.addEventListener("keydown", endOnScrollingKey, { capture: true, passive: true });
  }
  document.getElementById("top")?.focus({ preventScroll: true });
}

/**
 * Runs `change` (which may lay out content above the viewport) while a smooth scroll back to the top is
 * under way, and sends the scroll on to the top again: true if it did, false when no such scroll runs.
 * The top is where the reader asked to go, whatever the change moved above them, and sending a smooth
 * scroll on to its own target continues it rather than stopping it.
 */
export function changingOnTheWayUp(change: () => void): boolean {
  if (!returningToTop) return false;
  change();
  window.scrollTo({ top: 0, behavior: "smooth" });
  return true;
}
