import { useContext, useLayoutEffect } from "react";
import { UNSAFE_DataRouterStateContext, useLocation } from "react-router";

/**
 * React Router's <ScrollRestoration /> scrolls to the #hash, to the saved position (back/forward)
 * or to the top in a layout effect. Preact, which the browser bundle runs, commits each re-rendered
 * component on its own, so that effect runs before the new page is in the DOM: the #hash element is
 * not found yet and a saved position is clamped to the old page's height. This repeats the same
 * decision once the whole navigation has rendered (a microtask after the commit, still before paint).
 */
export function ScrollAfterNavigation() {
  const location = useLocation();
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const restore = routerState?.restoreScrollPosition;
  const preventReset = routerState?.preventScrollReset;

  useLayoutEffect(() => {
    if (restore === false || restore === undefined) return;
    queueMicrotask(() => {
      if (typeof restore === "number") {
        window.scrollTo(0, restore);
        return;
      }
      const target = location.hash ? elementForHash(location.hash) : null;
      if (target) target.scrollIntoView();
      else if (!preventReset) window.scrollTo(0, 0);
    });
  }, [location, restore, preventReset]);

  return null;
}

function elementForHash(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}
