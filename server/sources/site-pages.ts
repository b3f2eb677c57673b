import type { ServerBuild } from "react-router";

/**
 * The paths of the site's pages, as the page table (app/pages.ts) lists them for the sitemap: the only
 * paths a page view may be counted for. The server never imports the app (docs/architecture.md), so
 * the page table reaches it through the server build: the route glue `app/entry.server.tsx` exports
 * `sitePagePaths`, and the build carries that module as `build.entry.module`.
 */
export function sitePagesOf(build: ServerBuild): ReadonlySet<string> {
  const list = (build.entry.module as { sitePagePaths?: unknown }).sitePagePaths;
  if (typeof list !== "function") return new Set();
  const paths: unknown = list();
  return new Set(Array.isArray(paths) ? paths.filter((path): path is string => typeof path === "string") : []);
}
