import { useEffect, useRef } from "react";
import { prefersReducedMotion } from "./scroll";

/** SPEC §4/§9: an element reveals once it is at least 10% visible, then is no longer observed. */
export const REVEAL_THRESHOLD = 0.1;

/**
 * Fade-up on scroll that never hides content from visitors without JavaScript.
 *
 * The server renders the element fully visible. After hydration, and only if the element is still
 * entirely below the viewport, it gets `data-reveal="pending"` (faded and nudged down with a transform,
 * so no layout moves). When 10% of it scrolls into view it switches to `data-reveal="shown"` and the
 * observer disconnects: the animation runs once. Reduced-motion visitors never get the hidden state.
 * The styles live at the end of app.css; `delayMs` staggers siblings.
 *
 * An element the reader reaches from above (they jumped past it, to a fragment or with End, and scroll back
 * up) fades where it is laid out, without the rise (`data-reveal-from="above"`): rising while the page
 * moves down would slide its text against the scroll (decision 047).
 */
export function useReveal<T extends HTMLElement>(delayMs = 0) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined" || prefersReducedMotion()) return;
    if (element.dataset.reveal === "shown") return;

    // The observer's first report says where the element starts. Asking the element itself
    // (getBoundingClientRect) would force a layout in every effect, dozens per page while it hydrates.
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]!;
        if (first) {
          first = false;
          const viewportHeight = entry.rootBounds?.height ?? window.innerHeight;
          if (entry.isIntersecting || entry.boundingClientRect.top < viewportHeight) {
            observer.disconnect();
            return;
          }
          element.style.setProperty("--reveal-delay", `${delayMs}ms`);
          element.dataset.reveal = "pending";
          return;
        }
        if (entry.isIntersecting) {
          if (entry.boundingClientRect.top < (entry.rootBounds?.top ?? 0)) element.dataset.revealFrom = "above";
          element.dataset.reveal = "shown";
          observer.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      // Never leave an element hidden because its observer went away first.
      if (element.dataset.reveal === "pending") delete element.dataset.reveal;
    };
  }, [delayMs]);
  return ref;
}
