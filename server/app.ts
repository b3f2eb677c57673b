import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { serveStatic, type loadStaticFiles } from "./http/static-files";
import { clientAddress } from "./http/client-address";
import { logRejectedRequests } from "./http/request-log";
import { registerContactRoutes } from "./contact/http";
import { LIMITS } from "../app/lib/contact-schema";
import { publicUrl, withPublicUrl } from "./http/public-url";
import { createPageMatcher } from "./http/page-routes";
import type { ContactService } from "./contact/service";
import "./load-context";

export interface AppOptions {
  build: ServerBuild;
  staticFiles: Awaited<ReturnType<typeof loadStaticFiles>>;
  mode?: "production" | "development";
  /** Validates, stores and queues leads for `POST /api/contact` and the forms' route actions. */
  contact: ContactService;
  /** Proxies in front of the server whose `X-Forwarded-For` entries are trusted (`TRUST_PROXY`). */
  trustProxyHops?: number;
  /** The public origin (`SITE_URL` at run time): form posts whose `Origin` is this are our own. */
  siteOrigin?: string;
}


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

  app.use(logRejectedRequests());
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });

  // One URL per page: `/services/` permanently redirects to `/services`. Leading slashes collapse
  // too: `//evil.example/` must not become `Location: //evil.example`, which browsers take off-site.
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    if ((c.req.method === "GET" || c.req.method === "HEAD") && url.pathname.length > 1 && url.pathname.endsWith("/")) {
      return c.redirect("/" + url.pathname.replace(/^\/+|\/+$/g, "") + url.search, 301);
    }
    return next();
  });

  app.use(serveStatic(options.staticFiles));
  const addressOf = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, options.trustProxyHops ?? 0);
  const publicUrlOptions = { trustProxyHops: options.trustProxyHops ?? 0, siteOrigin: options.siteOrigin };
  registerContactRoutes(app, { service: options.contact, clientAddress: addressOf, publicUrl: (c) => publicUrl(c.req.raw, publicUrlOptions) });

  app.use(compress());
  const matchPage = createPageMatcher(options.build);
  /** The not-found page as React Router renders it for a GET of the same path. */
  const notFoundPage = async (request: Request) => {
    const response = await handleRequest(new Request(request.url), { contact: options.contact, clientAddress: "" });
    return new Response(response.body, { status: 404, headers: response.headers });
  };
  // Only a form's page takes a post, and only as POST: React Router would run the action for any
  // method, and for a path only the not-found page claims.
  app.use(async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") return next();
    const page = matchPage(new URL(c.req.url));
    if (!page.known) return notFoundPage(c.req.raw);
    if (!page.allow.includes(method)) return c.text("Method Not Allowed", 405, { Allow: page.allow.join(", ") });
    return next();
  });
  app.on(["POST", "PUT", "PATCH", "DELETE"], "*", bodyLimit({ maxSize: LIMITS.formBodyBytes }));

  app.all("*", async (c) => {
    const context: AppLoadContext = { contact: options.contact, clientAddress: addressOf(c) };
    return handleRequest(withPublicUrl(c.req.raw, publicUrlOptions), context);
  });
  return app;
}
