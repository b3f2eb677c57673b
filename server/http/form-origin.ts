import { siteOrigins } from "./origin-page";
import { pagePathOf } from "./page-routes";
import type { PublicUrlOptions } from "./public-url";

/**
 * Pages whose URL is itself the credential: `/book/cancel/<token>` (≥ 128 random bits). Whoever
 * holds the URL may cancel, with or without a browser, so an `Origin` check there protects nothing
 * the token does not: a cross-site page cannot aim a post at a booking without already knowing its
 * token, and with it needs no victim's browser. No cookie or session is involved.
 */
const CAPABILITY_PAGES = [/^\/book\/cancel\/[^/]+$/, /^\/book\/manage\/[^/]+$/];

const isCapabilityPage = (pathname: string) => CAPABILITY_PAGES.some((pattern) => pattern.test(pagePathOf(pathname)));

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * The origins whose pages may post here: the site's (`siteOrigins`: `SITE_URL`, the trusted proxy's
 * forwarded origin), and a loopback request's own (`http://127.0.0.1:4173`, `http://localhost:5173`:
 * tests, `npm run dev`, a preview without `SITE_URL`). Never another `Host` the client sent: with DNS
 * rebinding a page at `http://evil.example` reaches the server with `Host: evil.example` and its own
 * matching `Origin`, but no browser sends a loopback `Host` for a page that is not on this machine.
 */
export function postOrigins(request: Request, options: PublicUrlOptions): string[] {
  const origins = siteOrigins(request, options);
  const url = new URL(request.url);
  if (LOOPBACK_HOST.test(url.hostname) && !origins.includes(url.origin)) origins.push(url.origin);
  return origins;
}

/** True when `value` is a URL whose origin is one of `origins`. */
function isOneOf(value: string, origins: readonly string[]): boolean {
  try {
    return origins.includes(new URL(value).origin);
  } catch {
    return false;
  }
}

/**
 * How a form post relates to the site (`origins`, from `postOrigins`), judged before React Router
 * runs the action, so a refused post is a plain 400 with one log line instead of a framework stack
 * trace (React Router's own check, `throwIfPotentialCSRFAttack`, only compares `Origin` with the URL):
 * - `same-origin`: an `Origin` that is one of `origins`; or no `Origin` and a `Referer` from one of
 *   them; or neither header (not a browser: a script, which could send any header it liked).
 * - `token-only`: `Origin: null` on a capability page (a browser that withholds the origin under
 *   `Referrer-Policy: no-referrer`, a privacy setting or a mail client's view): the token decides.
 * - `cross-origin`: anything else: another origin, `null` elsewhere, a value that is not an origin,
 *   and a `Referer` from another site on a post without `Origin` (an older browser's cross-site form).
 */
export function formPostOrigin(
  headers: { origin: string | null; referer: string | null },
  pathname: string,
  origins: readonly string[],
): "same-origin" | "token-only" | "cross-origin" {
  const { origin, referer } = headers;
  if (origin === null) return !referer || isOneOf(referer, origins) ? "same-origin" : "cross-origin";
  if (origin === "null") return isCapabilityPage(pathname) ? "token-only" : "cross-origin";
  return isOneOf(origin, origins) ? "same-origin" : "cross-origin";
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
