import { useEffect } from "react";
import { useLocation } from "react-router";
import { visitSource } from "./visit-source";

/**
 * The page view beacon (DESIGN.md, "page views"): one `navigator.sendBeacon` to `/api/views` per page a
 * person sees, client-side navigations included, sent once the page has loaded and the browser is idle,
 * never while the page is prerendered (it waits until it is shown). It sends the page's path, and the
 * visit's source as this tab recorded it on its first page (app/lib/visit-source.ts: the referring
 * site's host, the landing address's utm values), so every page of the visit, across full page loads
 * too, counts under the visit's channel, as its lead does; no identifier of any kind.
 * Decision 039.
 */

let lastPath: string | undefined;
let arrival: Record<string, string> | undefined;

/** The visit's referrer host and campaign tags: the fields of the beacon (DESIGN.md, "page views"). */
function arrivalOf(): Record<string, string> {
  if (!arrival) {
    arrival = {};
    const source = visitSource();
    for (const name of ["referrer", "utm_source", "utm_medium", "utm_campaign"]) {
      const value = source[name];
      if (typeof value === "string" && value) arrival[name] = value;
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
