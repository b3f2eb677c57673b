import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * The page view beacon (DESIGN.md, "page views"): one `navigator.sendBeacon` to `/api/views` per page a
 * person sees, client-side navigations included, sent once the page has loaded and the browser is idle,
 * never while the page is prerendered (it waits until it is shown). It sends the page's path, and the
 * host of the site that sent the visitor here and the utm values of the first address of this document,
 * so every page of the visit counts under the visit's channel; no identifier of any kind.
 * Decision 039.
 */

let lastPath: string | undefined;
let arrival: Record<string, string> | undefined;

/** Where this document's visit came from: the external referrer's host and the landing address's utm values. */
function arrivalOf(): Record<string, string> {
  if (!arrival) {
    arrival = {};
    const referrer = document.referrer && new URL(document.referrer).hostname;
    if (referrer && referrer !== location.hostname) arrival.referrer = referrer;
    const query = new URLSearchParams(location.search);
    for (const name of ["utm_source", "utm_medium", "utm_campaign"]) {
      const value = query.get(name);
      if (value) arrival[name] = value;
    }
  }
  return arrival;
}

/** Runs `send` once the page is shown (not prerendered), loaded, and the browser has a quiet moment. */
function whenShown(send: () => void) {
  if ((document as { prerendering?: boolean }).prerendering) document.addEventListener("prerenderingchange", () => whenShown(send), { once: true });
  else if (document.readyState !== "complete") addEventListener("load", () => whenShown(send), { once: true });
  // Safari has no requestIdleCallback.
  else ("requestIdleCallback" in window ? requestIdleCallback : setTimeout)(send);
}

/** Mounted once, in the visitors' page chrome (app/root.tsx): the workspace sends nothing. */
export function usePageViewBeacon(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    // React's development double effect, or a move within the page (a query, a hash): the same view.
    if (pathname === lastPath) return;
    lastPath = pathname;
    const body = JSON.stringify({ path: pathname, ...arrivalOf() });
    whenShown(() => navigator.sendBeacon("/api/views", body));
  }, [pathname]);
}
