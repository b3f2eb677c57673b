import { forwardedOrigin, type PublicUrlOptions } from "./public-url";

/** Longer than any page path of the site: a longer one is padding, not a page. */
const MAX_PAGE_PATH = 1_024;

/**
 * The origins the site is known to be served from, as the operator configured them, never as the
 * client states them: `SITE_URL`, and under `TRUST_PROXY` the origin the trusted proxy forwarded
 * (`X-Forwarded-Host`). Without either, the only origin a request carries is its `Host` header,
 * which is the client's word (`Host: evil.example`), so there is none.
 */
export function siteOrigins(request: Request, options: PublicUrlOptions): string[] {
  const origins: string[] = [];
  if (options.siteOrigin) origins.push(options.siteOrigin);
  const proxied = forwardedOrigin(request, options.trustProxyHops);
  if (proxied && !origins.includes(proxied)) origins.push(proxied);
  return origins;
}

/**
 * The path of the site's page that sent a request, from its `Referer`: only when the Referer's
 * origin is one of `origins` (see `siteOrigins`), otherwise none. A Referer is what the client says;
 * this keeps a forged one (`Host: evil.example` with `Referer: http://evil.example/forged-page`) from
 * being stored as a page of the site.
 */
export function originPage(referer: string | undefined | null, origins: readonly string[]): string | undefined {
  if (!referer || origins.length === 0) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (!origins.includes(url.origin) || url.pathname.length > MAX_PAGE_PATH) return undefined;
  return url.pathname;
}
