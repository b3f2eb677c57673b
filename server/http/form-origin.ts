import { pagePathOf } from "./page-routes";

/**
 * Pages whose URL is itself the credential: `/book/cancel/<token>` (≥ 128 random bits). Whoever
 * holds the URL may cancel, with or without a browser, so an `Origin` check there protects nothing
 * the token does not: a cross-site page cannot aim a post at a booking without already knowing its
 * token, and with it needs no victim's browser. No cookie or session is involved.
 */
const CAPABILITY_PAGES = [/^\/book\/cancel\/[^/]+$/, /^\/book\/manage\/[^/]+$/];

const isCapabilityPage = (pathname: string) => CAPABILITY_PAGES.some((pattern) => pattern.test(pagePathOf(pathname)));

/**
 * How a form post's `Origin` header relates to the page's public origin, as React Router's own
 * check (`throwIfPotentialCSRFAttack`) would judge it, answered here first so a refused post is a
 * plain 400 with one log line instead of a framework stack trace:
 * - `same-origin`: no `Origin` (not a browser; React Router lets it through too) or our own.
 * - `token-only`: `Origin: null` on a capability page (a browser that withholds the origin under
 *   `Referrer-Policy: no-referrer`, a privacy setting or a mail client's view): the token decides.
 * - `cross-origin`: anything else, `null` elsewhere and values that are not an origin included.
 */
export function formPostOrigin(origin: string | null, pathname: string, publicOrigin: string): "same-origin" | "token-only" | "cross-origin" {
  if (origin === null) return "same-origin";
  if (origin === "null") return isCapabilityPage(pathname) ? "token-only" : "cross-origin";
  try {
    return new URL(origin).origin === publicOrigin ? "same-origin" : "cross-origin";
  } catch {
    return "cross-origin";
  }
}

/**
 * The request React Router's action sees: on a `token-only` post, without its `Origin: null` (which
 * React Router would refuse as a foreign origin). Any other request is passed on unchanged.
 */
export function withoutOpaqueOrigin(request: Request): Request {
  if (request.method !== "POST" || request.headers.get("origin") !== "null" || !isCapabilityPage(new URL(request.url).pathname)) return request;
  const headers = new Headers(request.headers);
  headers.delete("origin");
  return new Request(request.url, {
    method: request.method,
    headers,
    body: request.body,
    signal: request.signal,
    ...(request.body ? { duplex: "half" } : {}),
  } as RequestInit);
}
