import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { logger, loggedPath, withRequestId, type Logger } from "../log";

export { loggedPath } from "../log";

/** The header that carries a request's id, in and out. */
export const REQUEST_ID_HEADER = "X-Request-Id";

/** An id a proxy may hand us: short, printable, nothing a log reader could mistake for structure. */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The request's id: a trusted proxy's (`TRUST_PROXY`), when it sent one that is well formed, so one id
 * follows the request through the load balancer's log and ours; otherwise a new random one. A client's
 * own header is ignored without a trusted proxy: anyone could make their requests look like another's.
 */
export function requestIdOf(incoming: string | undefined, trustProxyHops: number): string {
  if (trustProxyHops > 0 && incoming !== undefined && WELL_FORMED_ID.test(incoming)) return incoming;
  return randomUUID();
}

/**
 * One JSON line per request (`time`, `level`, `requestId`, `method`, `route`, `status`, `durationMs`,
 * and `msg`: `415 POST /contact`), with the id also in the `X-Request-Id` answer header. A client's
 * mistake is an expected event, so a warn line without a stack trace; a server error's stack is
 * logged where it is caught. The route's capability tokens and query values never reach the line.
 */
export function logRequests(options: { trustProxyHops?: number; log?: Logger } = {}): MiddlewareHandler {
  const log = options.log ?? logger;
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER), options.trustProxyHops ?? 0);
    await withRequestId(requestId, async () => {
      try {
        await next();
      } finally {
        const status = c.res.status;
        c.res.headers.set(REQUEST_ID_HEADER, requestId);
        const url = new URL(c.req.url);
        const route = loggedPath(url.pathname + url.search);
        const level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
        log[level](`${status} ${c.req.method} ${loggedPath(url.pathname)}`, {
          method: c.req.method,
          route,
          status,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
        });
      }
    });
  };
}
