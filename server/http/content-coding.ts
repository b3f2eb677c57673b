import type { MiddlewareHandler } from "hono";

/**
 * True when a body sent with this `Content-Encoding` can be read as it is: no header, an empty one,
 * or `identity` alone. The server decodes no content coding, so anything else (`gzip`, `br`, `zstd`,
 * `deflate`, `compress`, `x-gzip`, a list such as `identity, gzip`, junk) would be parsed and stored
 * as if it were the plain body.
 */
export function isReadableContentCoding(header: string | undefined | null): boolean {
  if (header === undefined || header === null) return true;
  const coding = header.trim().toLowerCase();
  return coding === "" || coding === "identity";
}

/**
 * 415 for a request whose body is in a content coding the server does not decode (RFC 9110
 * §15.5.16, with `Accept-Encoding: identity` saying what it takes), before any route reads,
 * parses or stores the body. Applied to every method that can carry a body the routes read (all but
 * GET and HEAD), so a route added later is covered too; the request log writes its one line.
 */
export function rejectUnknownContentCoding(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (isReadableContentCoding(c.req.header("content-encoding"))) return next();
    const headers = { "Accept-Encoding": "identity", "Cache-Control": "no-store" };
    if (new URL(c.req.url).pathname.startsWith("/api/")) {
      return c.json({ ok: false, error: "unsupported_media_type", message: "Send the body without a Content-Encoding (identity)" }, 415, headers);
    }
    return c.text("Unsupported Media Type: send the body without a Content-Encoding", 415, headers);
  };
}
