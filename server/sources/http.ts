import type { Context, Hono } from "hono";
import { NO_STORE, rejectOtherMethods } from "../http/json-api";
import type { ClientRateLimiter } from "../rate-limit/client-rate-limiter";
import { logger } from "../log";
import type { PageViewCounter } from "./page-view-counter";
import { isPageBeacon, pageViewOf, parseBeacon } from "./page-view-request";

/** What `POST /api/views` counts with (server/backend.ts makes them). */
export interface PageViews {
  counter: Pick<PageViewCounter, "record">;
  /** More beacons from one address than a person could send are dropped: a limit in memory, never stored. */
  floodLimiter: ClientRateLimiter;
}

export interface PageViewRoutesOptions extends PageViews {
  /** The site's page paths (server/sources/site-pages.ts): no other path is counted. */
  pages: ReadonlySet<string>;
  /** The origins whose pages are the site's (`postOrigins`). */
  postOrigins: (c: Context) => string[];
  clientAddress: (c: Context) => string;
}

/**
 * `POST /api/views` (DESIGN.md, "page views"): always `204`, counted or not, malformed or not, so
 * the answer tells no prober which filter caught it and the beacon has nothing to read. Other methods:
 * 405, as every API path. The body's bound (`BODY_LIMITS.pageView`) is checked before anything reads it
 * (server/http/body-limit.ts); the header checks come before the body is read at all.
 */
export function registerPageViewRoutes(app: Hono, options: PageViewRoutesOptions): void {
  const noContent = (c: Context) => c.body(null, 204, NO_STORE);
  rejectOtherMethods(app, "/api/views", ["POST"]);
  app.post("/api/views", async (c) => {
    const header = (name: string) => c.req.header(name) ?? null;
    const origin = header("origin");
    const headers = {
      contentType: header("content-type"),
      origin,
      secFetchSite: header("sec-fetch-site"),
      secPurpose: header("sec-purpose"),
      purpose: header("purpose") ?? header("x-purpose"),
      userAgent: header("user-agent"),
    };
    if (origin === null || !isPageBeacon(headers, options.postOrigins(c))) return noContent(c);
    if (!(await options.floodLimiter.take(options.clientAddress(c))).allowed) return noContent(c);
    try {
      const body = parseBeacon(await c.req.arrayBuffer());
      const view = pageViewOf(body, options.pages, new URL(origin).hostname);
      if (view) options.counter.record(view);
    } catch (error) {
      // A body cut off by the client, say: never worth a 5xx, the visitor's page does not read the answer.
      logger.error(`Page view not counted: ${error instanceof Error ? error.message : String(error)}`);
    }
    return noContent(c);
  });
}
