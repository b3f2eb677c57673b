import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** What the server needs to know about a page path before React Router handles it. */
export interface PageMatch {
  /** False when only the catch-all (`*`, the not-found page) claims the path. */
  known: boolean;
  /** The methods the page answers: POST only where the route has an action (a form). */
  allow: readonly string[];
}

const READ_METHODS = ["GET", "HEAD"] as const;
const FORM_METHODS = ["GET", "HEAD", "POST"] as const;

/**
 * `/contact.data` (a fetcher's request) is the page `/contact`; `/_.data` is the home page, and
 * `/contact/_.data` the page `/contact/`.
 */
export function pagePathOf(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/**
 * False when a segment's percent-encoding is malformed (`%ff`, `%E0%A4%A`): no page of the site has
 * such a path. React Router would match it undecoded, logging a three-line warning at every step.
 */
export function isDecodablePath(pathname: string): boolean {
  try {
    // The decoded segments are used (counted), not thrown away: the server build's minifier drops a
    // call whose result is unused as free of side effects, and with it the throw this check is for.
    return pathname.split("/").map((segment) => decodeURIComponent(segment)).length > 0;
  } catch {
    return false;
  }
}

/**
 * Matches paths against the build's own route table, so the server and React Router agree on what
 * a page is (a route added later, such as a booking page, is known without touching the server).
 */
export function createPageMatcher(build: ServerBuild): (url: URL) => PageMatch {
  type Node = RouteObject & { hasAction: boolean; children?: Node[] };
  const nodes = new Map<string, Node>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = {
      id: route.id,
      path: route.path,
      caseSensitive: route.caseSensitive,
      hasAction: typeof route.module.action === "function",
      ...(route.index ? { index: true as const } : { children: [] as Node[] }),
    } as Node;
    nodes.set(route.id, node);
  }
  const roots: Node[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent?.children ?? roots).push(node);
  }

  // The client router's route discovery endpoint is React Router's own, not a page.
  const manifestPath = build.routeDiscovery.manifestPath;
  return (url) => {
    if (url.pathname === manifestPath) return { known: true, allow: READ_METHODS };
    const matches = (matchRoutes(roots, pagePathOf(url.pathname)) ?? []).map((match) => match.route as Node);
    const leaf = matches.at(-1);
    const known = leaf !== undefined && leaf.path !== "*";
    // A post to `/` is the root layout's; the home page's own action is addressed as `/?index`.
    const target = leaf?.index && !url.searchParams.has("index") ? matches.at(-2) : leaf;
    return { known, allow: known && target?.hasAction ? FORM_METHODS : READ_METHODS };
  };
}
