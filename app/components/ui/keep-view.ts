/**
 * Keeps what the reader sees in place while a change lays out content above it. A section waiting to
 * hydrate has an estimated height (decision 019); releasing it lays it out at its real height, and a
 * reader who has already scrolled or jumped below it (an anchor link, End, a fling) would see the page
 * jump by the difference.
 *
 * Browsers' scroll anchoring is meant to prevent that, but it does not always: Chromium drops its anchor
 * when the section holding it is released in the same frame as a section above it (a jump to the gallery
 * of a case study moved it 700 px up, in most tries), and not every browser anchors at all. So the release
 * measures for itself: the top of the element the reader is looking at, before and after, and scrolls by
 * the difference. Where the browser's anchoring has already held the view, the difference is 0 and
 * nothing more happens.
 *
 * Except on a smooth scroll back to the top: a scroll of the window would stop it part-way, and the reader
 * is on their way to a place no change below it moves (`changingOnTheWayUp`).
 */

import { changingOnTheWayUp } from "~/lib/scroll";

/** Runs `change` (which may change layout above the viewport) and scrolls so the reader's view stays put. */
export function keepingTheView(change: () => void): void {
  if (changingOnTheWayUp(change)) return;
  const anchor = window.scrollY > 0 ? viewAnchor() : null;
  if (!anchor) return change();
  const before = anchor.getBoundingClientRect().top;
  change();
  if (!anchor.isConnected) return;
  const moved = anchor.getBoundingClientRect().top - before;
  if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: "instant" });
}

/**
 * The element the reader is looking at, whose position only the content before it decides: in page
 * order, the first in-flow box whose top is inside the viewport, looking inside boxes that reach into it
 * from above. A box that starts above the viewport is a poor anchor: it may be the very section being laid
 * out (its visible part is then an estimate), so it is only the answer when nothing starts in view.
 * Fixed and sticky boxes move with the viewport and are skipped; `display: contents` wrappers have no
 * box, so their children count.
 */
function viewAnchor(): Element | null {
  let reachingIn: Element | null = null;
  const firstStartingInView = (children: HTMLCollection): Element | null => {
    for (const child of children) {
      if (child.getClientRects().length === 0) {
        // No box: `display: contents` (look at its children) or not displayed (they have none either).
        const inner = firstStartingInView(child.children);
        if (inner) return inner;
        continue;
      }
      const box = child.getBoundingClientRect();
      if (box.bottom <= 0 || box.height === 0 || box.top >= window.innerHeight) continue;
      const position = getComputedStyle(child).position;
      if (position === "fixed" || position === "sticky") continue;
      if (box.top >= 0) return child;
      reachingIn = child;
      const inner = firstStartingInView(child.children);
      if (inner) return inner;
    }
    return null;
  };
  return firstStartingInView(document.body.children) ?? reachingIn;
}
