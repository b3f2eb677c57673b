import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { serveStatic, type loadStaticFiles } from "./http/static-files";
import { clientAddress } from "./http/client-address";
import { registerContactRoutes } from "./contact/http";
import type { ContactService } from "./contact/service";
import { registerBookingRoutes } from "./booking/http";
import type { BookingService } from "./booking/service";
import "./load-context";

export interface AppOptions {
  build: ServerBuild;
  staticFiles: Awaited<ReturnType<typeof loadStaticFiles>>;
  mode?: "production" | "development";
  /** Validates, stores and queues leads for `POST /api/contact` and the forms' route actions. */
  contact: ContactService;
  /** Free slots, bookings and cancellations for `/api/bookings*`, `/book` and the home page. */
  booking: BookingService;
  /** Proxies in front of the server whose `X-Forwarded-For` entries are trusted (`TRUST_PROXY`). */
  trustProxyHops?: number;
}

/**
 * Form posts to page routes carry at most a few fields; a generous cap (a 5000-character message
 * in any script, URL-encoded) still stops a huge body from being buffered.
 */
const PAGE_POST_LIMIT_BYTES = 128 * 1024;

const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  const handleRequest = createRequestHandler(options.build, options.mode ?? "production");

  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });

  // One URL per page: `/services/` permanently redirects to `/services`.
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    if ((c.req.method === "GET" || c.req.method === "HEAD") && url.pathname.length > 1 && url.pathname.endsWith("/")) {
      return c.redirect(url.pathname.replace(/\/+$/, "") + url.search, 301);
    }
    return next();
  });

  app.use(serveStatic(options.staticFiles));
  const addressOf = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, options.trustProxyHops ?? 0);
  registerContactRoutes(app, { service: options.contact, clientAddress: addressOf });
  registerBookingRoutes(app, { service: options.booking, clientAddress: addressOf });

  app.use(compress());
  app.on(["POST", "PUT", "PATCH", "DELETE"], "*", bodyLimit({ maxSize: PAGE_POST_LIMIT_BYTES }));
  app.all("*", async (c) => {
    const context: AppLoadContext = { contact: options.contact, booking: options.booking, clientAddress: addressOf(c) };
    const response = await handleRequest(c.req.raw, context);
    // A missing page is an expected event: one line naming it, no stack trace.
    if (response.status === 404) console.warn(`404 ${c.req.method} ${new URL(c.req.url).pathname}`);
    return response;
  });
  return app;
}
