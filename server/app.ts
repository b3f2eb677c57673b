import { Hono, type Context } from "hono";
import { compressResponses } from "./http/compress-responses";
import { createRequestHandler, type ServerBuild } from "react-router";
import { NOT_FOUND_FILE, fileResponse, serveStatic, type StaticFiles } from "./http/static-files";
import { clientAddress } from "./http/client-address";
import { logRequests } from "./http/request-log";
import { rejectUnknownContentCoding } from "./http/content-coding";
import { registerContactRoutes } from "./contact/http";
import { limitRequestBodies } from "./http/body-limit";
import { publicUrl, withPublicUrl } from "./http/public-url";
import { siteOrigins } from "./http/origin-page";
import { formPostOrigin, postOrigins, withoutOpaqueOrigin } from "./http/form-origin";
import { createPageMatcher, isDecodablePath } from "./http/page-routes";
import { contentSecurityPolicy, createNonce, policyForNonce } from "./http/csp";
import type { ContactService } from "./contact/service";
import { registerBookingRoutes } from "./booking/http";
import type { BookingService } from "./booking/service";
import { createLoadContext } from "./http/request-context";
import type { AccountService } from "./accounts/service";
import type { InboxService } from "./inbox/service";
import type { AvailabilityService } from "./booking/availability-service";
import type { BackupService } from "./backup/status";
import type { ClientRateLimiter } from "./rate-limit/client-rate-limiter";
import { adminGate, registerPasskeyRoutes } from "./admin/http";
import type { OutboxStatus } from "./outbox/status";
import { registerPageViewRoutes, type PageViews } from "./sources/http";
import { sitePagesOf } from "./sources/site-pages";
import type { SourcesService } from "./sources/report";
import type { ReplyService } from "./replies/service";

export interface AppOptions {
  build: ServerBuild;
  /** The client build's files; empty in development, where Vite serves the files and modules. */
  staticFiles: StaticFiles;
  /** `development` (`npm run dev`): no not-found file, unknown paths are rendered by React Router. */
  mode?: "production" | "development";
  /** Validates, stores and queues leads for `POST /api/contact` and the forms' route actions. */
  contact: ContactService;
  /** Free slots, bookings and cancellations for `/api/bookings*`, `/book` and the home page. */
  booking: BookingService;
  /** The workspace's people and sessions (`/admin`). */
  accounts: AccountService;
  /** The workspace's inbox over leads and bookings. */
  inbox: InboxService;
  /** The workspace's availability settings and the owner's calendar feed (`/admin/availability`). */
  availability: AvailabilityService;
  /** The last backup and its state (the account page). */
  backups: BackupService;
  /** What is waiting and failing in the outbox (`/admin/outbox`, `/healthz`), and a retry. */
  outbox: OutboxStatus;
  /** Figures by source and the campaign links (`/admin/sources`). */
  sources: SourcesService;
  /** Replies to visitors and the saved replies (lead and booking pages, `/admin/replies`). */
  replies: ReplyService;
  /** Workspace sign-in attempts, per client address and per email. */
  signInLimiter: ClientRateLimiter;
  /** Passkey ceremonies begun, per client address. */
  ceremonyLimiter: ClientRateLimiter;
  /** `POST /api/views`: daily page view counts and the flood limit per address. */
  pageViews: PageViews;
  /** Proxies in front of the server whose `X-Forwarded-For` entries are trusted (`TRUST_PROXY`). */
  trustProxyHops?: number;
  /** The public origin (`SITE_URL` at run time): form posts whose `Origin` is this are our own. */
  siteOrigin?: string;
  /** False once the server is shutting down: `/healthz` answers 503 while requests are still served. */
  ready?: () => boolean;
}

const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Two years: browsers remember to use HTTPS only (the HTTP Observatory wants at least six months). */
const HSTS = "max-age=63072000";

/**
 * HTML that got no policy of its own (a framework error page, say) gets the strictest one: no
 * inline script runs at all.
 */
const FALLBACK_CSP = contentSecurityPolicy([]);

const isHtml = (response: Response) => response.headers.get("content-type")?.startsWith("text/html") ?? false;

export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  const handleRequest = createRequestHandler(options.build, options.mode ?? "production");

  const publicUrlOptions = { trustProxyHops: options.trustProxyHops ?? 0, siteOrigin: options.siteOrigin };
  const siteIsHttps = options.siteOrigin?.startsWith("https:") ?? false;

  // One JSON line per request, and its id in `X-Request-Id` (server/http/request-log.ts).
  app.use(logRequests({ trustProxyHops: options.trustProxyHops ?? 0 }));
  app.use(async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!headers.has(name)) headers.set(name, value);
    }
    if (isHtml(c.res) && !headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", FALLBACK_CSP);
    if (siteIsHttps || publicUrl(c.req.raw, publicUrlOptions).protocol === "https:") headers.set("Strict-Transport-Security", HSTS);
  });

  // A body in a content coding the server does not decode, or past its bound, is refused before any
  // route, gate or action reads it: these two come before every middleware that touches a body.
  app.use(rejectUnknownContentCoding());
  app.use(limitRequestBodies());

  // One URL per page: `/services/` permanently redirects to `/services`. Leading slashes collapse
  // too: `//evil.example/` must not become `Location: //evil.example`, which browsers take off-site.
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    if ((c.req.method === "GET" || c.req.method === "HEAD") && url.pathname.length > 1 && url.pathname.endsWith("/")) {
      return c.redirect("/" + url.pathname.replace(/^\/+|\/+$/g, "") + url.search, 301);
    }
    return next();
  });

  // The not-found page is answered for unknown paths (404), never as a file of its own.
  const notFoundFile = options.staticFiles.get(NOT_FOUND_FILE);
  if (!notFoundFile && options.mode !== "development") throw new Error(`The build has no ${NOT_FOUND_FILE}: run npm run build`);
  app.use(serveStatic(new Map([...options.staticFiles].filter(([path]) => path !== NOT_FOUND_FILE))));
  const addressOf = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, options.trustProxyHops ?? 0);
  registerContactRoutes(app, {
    service: options.contact,
    clientAddress: addressOf,
    siteOrigins: (c) => siteOrigins(c.req.raw, publicUrlOptions),
    ready: options.ready,
    outbox: options.outbox,
  });
  registerBookingRoutes(app, { service: options.booking, clientAddress: addressOf });
  registerPageViewRoutes(app, {
    ...options.pageViews,
    pages: sitePagesOf(options.build),
    postOrigins: (c) => postOrigins(c.req.raw, publicUrlOptions),
    clientAddress: addressOf,
  });

  // The workspace: one gate for everything under /admin, then the passkey ceremonies' endpoints.
  const secure = (c: Context) => siteIsHttps || publicUrl(c.req.raw, publicUrlOptions).protocol === "https:";
  const adminOptions = {
    accounts: options.accounts,
    secure,
    postOrigins: (c: Context) => postOrigins(c.req.raw, publicUrlOptions),
    clientAddress: addressOf,
    signInLimiter: options.signInLimiter,
    ceremonyLimiter: options.ceremonyLimiter,
  };
  app.use(adminGate(adminOptions));
  registerPasskeyRoutes(app, adminOptions);

  app.use(compressResponses());
  const matchPage = createPageMatcher(options.build);
  // A path only the catch-all route claims gets the not-found page rendered at build: hostile
  // traffic (scanners probing thousands of paths) costs a map lookup, not a React render. Only a
  // form's page takes a post, and only as POST: React Router would run the action for any method.
  app.use(async (c, next) => {
    const method = c.req.method;
    const url = new URL(c.req.url);
    // A malformed percent-encoding names no page: the not-found page, with the request log's one line.
    if (!isDecodablePath(url.pathname)) return notFoundFile ? fileResponse(notFoundFile, c.req.raw, 404) : c.text("Not Found", 404);
    const page = matchPage(url);
    // `.data` requests are the client router's: it expects React Router's own 404 answer.
    if (!page.known && notFoundFile && !url.pathname.endsWith(".data")) return fileResponse(notFoundFile, c.req.raw, 404);
    if (method === "GET" || method === "HEAD") return next();
    if (page.known && !page.allow.includes(method)) return c.text("Method Not Allowed", 405, { Allow: page.allow.join(", ") });
    // A post from another site (its Origin, or without one its Referer) gets its 400 here, with the
    // request log's one line: React Router's own check would log a stack trace, and it trusts the Host.
    const headers = { origin: c.req.header("origin") ?? null, referer: c.req.header("referer") ?? null };
    if (formPostOrigin(headers, url.pathname, postOrigins(c.req.raw, publicUrlOptions)) === "cross-origin") {
      return c.text("Bad Request: a form on another site cannot post here", 400);
    }
    return next();
  });

  app.all("*", async (c) => {
    // A page rendered for this request: its inline scripts carry this nonce (entry.server.tsx).
    const cspNonce = createNonce();
    const context = createLoadContext({
      contact: options.contact,
      booking: options.booking,
      clientAddress: addressOf(c),
      cspNonce,
      workspace: { accounts: options.accounts, inbox: options.inbox, availability: options.availability, backups: options.backups, outbox: options.outbox, sources: options.sources, replies: options.replies, user: c.get("adminUser"), signInLimiter: options.signInLimiter, secure: secure(c) },
    });
    // A capability page's post with `Origin: null` is the token's to authorise (server/http/form-origin.ts).
    const response = await handleRequest(withoutOpaqueOrigin(withPublicUrl(c.req.raw, publicUrlOptions)), context);
    if (isHtml(response)) response.headers.set("Content-Security-Policy", policyForNonce(cspNonce));
    return response;
  });
  return app;
}
