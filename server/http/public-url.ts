/**
 * The URL a request had in the visitor's browser. Behind a TLS-terminating proxy the socket sees
 * `http://internal-host/…` while the browser posted to `https://public-host/…`; React Router refuses
 * a form post whose `Origin` differs from the request URL, so without this every form fails there.
 */
export interface PublicUrlOptions {
  /** Proxies in front of the server (`TRUST_PROXY`); 0 = trust no forwarded header. */
  trustProxyHops: number;
  /** The site's public origin (`SITE_URL`): a post whose `Origin` is this is our own page's. */
  siteOrigin?: string;
}

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The entry the nearest trusted proxy wrote (entries further left are the client's word). */
function trustedEntry(header: string | null, hops: number): string | undefined {
  const entries = (header ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - hops)];
}

/** The scheme and host the nearest trusted proxy forwarded; each undefined when it forwarded none (or junk). */
function forwarded(request: Request, hops: number): { scheme?: "https:" | "http:"; host?: string } {
  const proto = trustedEntry(request.headers.get("x-forwarded-proto"), hops)?.toLowerCase();
  const host = trustedEntry(request.headers.get("x-forwarded-host"), hops);
  return { scheme: proto === "https" || proto === "http" ? `${proto}:` : undefined, host: host && HOST.test(host) ? host : undefined };
}

/**
 * The origin the trusted proxy says the browser used (`X-Forwarded-Host`, with `X-Forwarded-Proto`
 * or the socket's scheme), under `TRUST_PROXY` only. None when the proxy forwarded no host: the
 * `Host` it passed on may be the client's word.
 */
export function forwardedOrigin(request: Request, trustProxyHops: number): string | undefined {
  if (trustProxyHops <= 0) return undefined;
  const { scheme, host } = forwarded(request, trustProxyHops);
  return host ? new URL(`${scheme ?? new URL(request.url).protocol}//${host}`).origin : undefined;
}

export function publicUrl(request: Request, options: PublicUrlOptions): URL {
  const url = new URL(request.url);
  let origin = url.origin;
  if (options.trustProxyHops > 0) {
    const { scheme, host } = forwarded(request, options.trustProxyHops);
    origin = new URL(`${scheme ?? url.protocol}//${host ?? url.host}`).origin;
  }
  // A browser sets Origin itself, so a post claiming to come from SITE_URL came from our own page.
  if (options.siteOrigin && request.headers.get("origin") === options.siteOrigin) origin = options.siteOrigin;
  if (origin === url.origin) return url;
  // Not `new URL(path, origin)`: a path such as `//evil.example/x` would become that host.
  const result = new URL(origin);
  result.pathname = url.pathname;
  result.search = url.search;
  return result;
}

/** The same request at its public URL (body streamed through, not buffered). */
export function withPublicUrl(request: Request, options: PublicUrlOptions): Request {
  const url = publicUrl(request, options);
  if (url.href === request.url) return request;
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    ...(request.body ? { duplex: "half" } : {}),
  } as RequestInit);
}
