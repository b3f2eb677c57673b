import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The address a request came from. By default the TCP peer; behind `trustProxyHops` proxies, the
 * entry those proxies appended to `X-Forwarded-For` (entries further left are whatever the client
 * claimed and cannot be trusted).
 */
export function clientAddress(c: Context, trustProxyHops: number): string {
  if (trustProxyHops > 0) {
    const forwarded = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const entry = forwarded[Math.max(0, forwarded.length - trustProxyHops)];
    if (entry) return entry;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // No socket (an in-process request in tests): all such requests share one bucket.
    return "unknown";
  }
}
