import { Hono, type Context } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { serveStatic, type loadStaticFiles } from "./http/static-files";

export interface AppOptions {
  build: ServerBuild;
  staticFiles: Awaited<ReturnType<typeof loadStaticFiles>>;
  mode?: "production" | "development";
  /** Extra routes (API, health) registered before React Router takes the rest. */
  routes?: (app: Hono) => void;
  getLoadContext?: (c: Context) => AppLoadContext;
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
  options.routes?.(app);

  app.use(compress());
  app.all("*", async (c) => {
    const response = await handleRequest(c.req.raw, options.getLoadContext?.(c) ?? ({} as AppLoadContext));
    // A missing page is an expected event: one line naming it, no stack trace.
    if (response.status === 404) console.warn(`404 ${c.req.method} ${new URL(c.req.url).pathname}`);
    return response;
  });
  return app;
}
