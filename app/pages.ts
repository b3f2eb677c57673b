/**
 * The site's one page list: every route, the module that renders it, whether its HTML is made at
 * build or per request, and whether search engines are told about it. Everything else derives from
 * it: the route table (app/routes.ts), the prerender list (react-router.config.ts), /sitemap.xml
 * (app/lib/seo-files.server.ts) and the tests' page lists (tests/support/site-paths.ts).
 *
 * Plain data with relative imports: React Router's config loader and Playwright read it too.
 */
import { contentPaths, type ContentPaths } from "../content/paths";

export interface Page {
  /** URL pattern, as React Router matches it: "/", "/services", "/locations/:town", "*". */
  path: string;
  /** Route module, relative to app/. */
  module: string;
  /**
   * `build`: prerendered to static files; prerendering sets no request context, so its loader must
   * not read it. `request`: rendered by the server for each request; its loader may read the request
   * context (`contactOf`, `bookingOf`, `clientAddressOf`). tests/unit/app/page-table.test.ts runs every
   * loader to check this, and the root's middleware fails the build if a prerendered loader reads it.
   */
  render: "build" | "request";
  /** Listed in /sitemap.xml (and visited by the browser tests' crawls). */
  indexed: boolean;
  /** For a pattern with a parameter: the content list whose pages it renders (content/paths.ts). */
  each?: keyof ContentPaths;
}

/** In route-table order; a route's place here does not change what it matches (React Router ranks them). */
export const pages: readonly Page[] = [
  // Home and /book show live free consultation times (their loaders read the booking service).
  { path: "/", module: "routes/home.tsx", render: "request", indexed: true },
  { path: "/services", module: "routes/services.tsx", render: "build", indexed: true },
  { path: "/profiles", module: "routes/case-studies.tsx", render: "build", indexed: true },
  { path: "/profile/:id", module: "routes/case-study.tsx", render: "build", indexed: true, each: "caseStudies" },
  { path: "/portfolio", module: "routes/portfolio.tsx", render: "build", indexed: true },
  { path: "/process", module: "routes/process.tsx", render: "build", indexed: true },
  { path: "/blog", module: "routes/blog.tsx", render: "build", indexed: true },
  { path: "/blog/:slug", module: "routes/blog-post.tsx", render: "build", indexed: true, each: "posts" },
  { path: "/locations", module: "routes/locations.tsx", render: "build", indexed: true },
  { path: "/locations/:town", module: "routes/location.tsx", render: "build", indexed: true, each: "towns" },
  { path: "/industries", module: "routes/industries.tsx", render: "build", indexed: true },
  { path: "/industries/:industry", module: "routes/industry.tsx", render: "build", indexed: true, each: "industries" },
  { path: "/contact", module: "routes/contact.tsx", render: "build", indexed: true },
  { path: "/book", module: "routes/book.tsx", render: "request", indexed: true },
  // A visitor's own booking links: one per booking, never listed.
  { path: "/book/cancel/:token", module: "routes/book-cancel.tsx", render: "request", indexed: false },
  { path: "/book/calendar/:token", module: "routes/book-calendar.ts", render: "request", indexed: false },
  { path: "/book/manage/:token", module: "routes/book-manage.tsx", render: "request", indexed: false },
  { path: "/privacy-policy", module: "routes/privacy-policy.tsx", render: "build", indexed: true },
  { path: "/terms-of-service", module: "routes/terms-of-service.tsx", render: "build", indexed: true },
  // The agency's workspace: private, rendered per request behind the server's session gate, never listed.
  { path: "/admin", module: "routes/admin/inbox.tsx", render: "request", indexed: false },
  { path: "/admin/sign-in", module: "routes/admin/sign-in.tsx", render: "request", indexed: false },
  { path: "/admin/sign-in/link/:token", module: "routes/admin/sign-in-link.tsx", render: "request", indexed: false },
  { path: "/admin/enroll/:token", module: "routes/admin/enroll.tsx", render: "request", indexed: false },
  { path: "/admin/sign-out", module: "routes/admin/sign-out.ts", render: "request", indexed: false },
  { path: "/admin/account", module: "routes/admin/account.tsx", render: "request", indexed: false },
  { path: "/admin/leads/:id", module: "routes/admin/lead.tsx", render: "request", indexed: false },
  { path: "/admin/bookings/:id", module: "routes/admin/booking.tsx", render: "request", indexed: false },
  { path: "/admin/people", module: "routes/admin/people.tsx", render: "request", indexed: false },
  { path: "/admin/people/:id", module: "routes/admin/person.tsx", render: "request", indexed: false },
  { path: "/admin/availability", module: "routes/admin/availability.tsx", render: "request", indexed: false },
  { path: "/admin/outbox", module: "routes/admin/outbox.tsx", render: "request", indexed: false },
  { path: "/admin/replies", module: "routes/admin/replies.tsx", render: "request", indexed: false },
  { path: "/admin/export.csv", module: "routes/admin/export-csv.ts", render: "request", indexed: false },
  { path: "/admin/sources", module: "routes/admin/sources.tsx", render: "request", indexed: false },
  { path: "/admin/sources.csv", module: "routes/admin/sources-csv.ts", render: "request", indexed: false },
  // Machine-readable files (resource routes), prerendered to static files.
  { path: "/sitemap.xml", module: "routes/sitemap.ts", render: "build", indexed: false },
  { path: "/robots.txt", module: "routes/robots.ts", render: "build", indexed: false },
  { path: "/rss.xml", module: "routes/rss.ts", render: "build", indexed: false },
  // Any other path: the server answers with this page, rendered once at build (scripts/not-found-page.ts).
  { path: "*", module: "routes/not-found.tsx", render: "request", indexed: false },
];

const hasParameter = (page: Page) => page.path.includes(":") || page.path.includes("*");

for (const page of pages) {
  if (hasParameter(page) !== (page.each !== undefined) && (page.render === "build" || page.indexed)) {
    throw new Error(`app/pages.ts: ${page.path} is prerendered or indexed, so it needs ${hasParameter(page) ? "the content list of its pages (each)" : "no content list"}`);
  }
}

/** The concrete paths of one page entry (none for a pattern without a content list). */
function pathsOf(page: Page, content: ContentPaths): string[] {
  if (page.each) return content[page.each]();
  return hasParameter(page) ? [] : [page.path];
}

/**
 * The pages of `pages` that pass `keep`: pages without a parameter in table order, then the content
 * pages list by list in the order of content/paths.ts (the sitemap's order).
 */
function pathsWhere(keep: (page: Page) => boolean, content: ContentPaths): string[] {
  const kept = pages.filter(keep);
  const lists = Object.keys(content) as (keyof ContentPaths)[];
  return [
    ...kept.filter((page) => !page.each).flatMap((page) => pathsOf(page, content)),
    ...lists.flatMap((list) => kept.filter((page) => page.each === list).flatMap((page) => pathsOf(page, content))),
  ];
}

/** Every indexed page: the sitemap, and what the browser tests visit. */
export function pagePaths(content: ContentPaths = contentPaths): string[] {
  return pathsWhere((page) => page.indexed, content);
}

/** Indexed pages without a parameter ("/", "/services", …): one title and h1 each. */
export const fixedPagePaths: readonly string[] = pages.filter((page) => page.indexed && !hasParameter(page)).map((page) => page.path);

/** Indexed pages the server renders per request (home and /book): in the sitemap, not prerendered. */
export const requestTimePaths: readonly string[] = pathsWhere((page) => page.indexed && page.render === "request", contentPaths);

/** What React Router prerenders: every page and file rendered at build. */
export function prerenderPaths(content: ContentPaths = contentPaths): string[] {
  return [...pathsWhere((page) => page.render === "build" && page.indexed, content), ...pathsWhere((page) => page.render === "build" && !page.indexed, content)];
}
