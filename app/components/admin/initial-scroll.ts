import { useEffect, useRef } from "react";

/**
 * Marks the element a sideways scroller starts at (the current tab, the chart's latest week). Browsers
 * with CSS `scroll-initial-target` do it themselves while laying out the page, before any script and
 * without a visible jump; `useInitialScroll` does the same for the others once the page has hydrated.
 */
export const INITIAL_SCROLL_TARGET = "[scroll-initial-target:nearest]";

/** The scroller's ref: in a browser without `scroll-initial-target`, scrolls it (sideways only) so its `[data-initial-scroll]` child is in view. */
export function useInitialScroll<Element extends HTMLElement>() {
  const scroller = useRef<Element>(null);
  useEffect(() => {
    const box = scroller.current;
    if (!box || CSS.supports("scroll-initial-target", "nearest")) return;
    const target = box.querySelector<HTMLElement>("[data-initial-scroll]");
    if (!target) return;
    const boxRect = box.getBoundingClientRect();
    const rect = target.getBoundingClientRect();
    if (rect.right > boxRect.right) box.scrollLeft += rect.right - boxRect.right;
    else if (rect.left < boxRect.left) box.scrollLeft -= boxRect.left - rect.left;
  }, []);
  return scroller;
}
