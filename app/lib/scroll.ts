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
const TAKING_OVER = ["wheel", "touchstart", "pointerdown", "keydown"] as const;

function endReturnToTop(): void {
  returningToTop = false;
  window.removeEventListener("scrollend", endReturnToTop);
  window.removeEventListener("scroll", endAtTop);
  for (const type of TAKING_OVER) window.removeEventListener(type, endReturnToTop, true);
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
