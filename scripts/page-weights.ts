/**
 * What each prerendered page makes a browser download on first load, measured from the build
 * output: the HTML itself (and whether its first round trip carries the first screen), its CSS (the
 * critical CSS inline in <style>, and the linked stylesheet) and the JavaScript modules
 * it loads (modulepreload links, script src, the imports of its inline module script and, from those,
 * every static import; code loaded later by `import()` is not part of a first load), each gzipped
 * at level 9. Deterministic, so the budget tests (tests/e2e/budgets.spec.ts) and the bench
 * report (scripts/bench/report.ts) agree byte for byte.
 */
import { readFile, readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { constants, gunzipSync, gzipSync } from "node:zlib";

export interface PageWeight {
  /** Site path of the page, e.g. "/" or "/locations/warren". */
  path: string;
  /** Gzip bytes of the HTML document. */
  html: number;
  /** Bytes of the HTML document as the browser's parser reads it (not compressed): parse work, not transfer. */
  htmlParsed: number;
  /** Whether the first round trip (FIRST_FLIGHT_BYTES of gzip) carries the head, the critical CSS and the first screen's markup. */
  firstScreenInFirstFlight: boolean;
  /** Gzip bytes of the CSS the first paint waits for: the page's inline <style> (its critical CSS, also part of `html`). */
  css: number;
  /** Gzip bytes of the stylesheets the page links: the whole stylesheet, loaded after the page without holding its paint. */
  stylesheets: number;
  /** Gzip bytes of the JavaScript files the page loads. */
  js: number;
  cssFiles: string[];
  jsFiles: string[];
  /** Gzip bytes of each of those files. */
  fileBytes: Record<string, number>;
}

/** 1 KB = 1024 bytes, the unit Lighthouse and browser dev tools report (KiB). */
export const KB = 1024;

/**
 * Budgets (gzip bytes per page) enforced by tests/e2e/budgets.spec.ts: a regression guard, set at what
 * the heaviest page needs today plus a small margin. Every page runs React 19 and React Router
 * (the react and framework chunks, ~105 KB of ~135 KB shared by all pages); a page's own code is the rest.
 * `css` is a page's critical CSS, inline in its head (it must leave room for the first screen in the first
 * flight); `stylesheet` is the whole stylesheet every page links, cached across pages: the sum of its parts, each
 * compressed on its own (decision 057: 1.3 KB more than the whole in one file).
 */
export const BUDGETS = { js: 150 * KB, css: 10 * KB, stylesheet: 16.5 * KB } as const;

export const formatKb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * What the first round trip of a new connection can carry: TCP's initial congestion window, 10 segments
 * of ~1,460 bytes (RFC 6928), about 14 KB. A page whose head, critical CSS and first screen fit in it paints
 * its first screen one round trip after the request; each further 14 KB costs about one more.
 */
export const FIRST_FLIGHT_BYTES = 14 * KB;

/**
 * The part of a document a browser has read when the first `FIRST_FLIGHT_BYTES` of its gzip stream
 * (level 9, as the server precompresses) have arrived.
 */
export function firstFlightOf(html: string): string {
  const compressed = gzipSync(html, { level: 9 });
  if (compressed.length <= FIRST_FLIGHT_BYTES) return html;
  return gunzipSync(compressed.subarray(0, FIRST_FLIGHT_BYTES), { finishFlush: constants.Z_SYNC_FLUSH }).toString("utf8");
}

/**
 * Where a page's first screen ends in its HTML: after the header and the page's first section, where the
 * first section that hydrates on need begins (HydrationSlices: the first section is the hero or the page's
 * header, what a phone shows first). -1 when the page has no such section.
 */
export function firstScreenEndOf(html: string): number {
  const main = html.indexOf("<main");
  return main === -1 ? -1 : html.indexOf("data-hydrate-on-need", main);
}

export const clientDir = (buildDir = process.env.BUILD_DIR ?? "build") => join(buildDir, "client");

/** Every prerendered document (…/index.html) under a client build folder. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return htmlFiles(path);
      return entry.name === "index.html" ? [path] : [];
    }),
  );
  return nested.flat();
}

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1];

/** Same-origin JS and CSS URLs a document loads at start-up. */
export function assetsOf(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = attr(tag, "rel")?.toLowerCase();
    const href = attr(tag, "href");
    if (!href?.startsWith("/")) continue;
    if (rel === "modulepreload") js.add(href);
    if (rel === "stylesheet") css.add(href);
  }
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attr(attributes, "src");
    if (src?.startsWith("/")) js.add(src);
    // The inline module script of React Router imports the route modules by URL.
    for (const [, spec] of body.matchAll(/\bimport\s*(?:[^"'();]*?\bfrom\s*)?["'](\/[^"']+\.m?js)["']/g)) js.add(spec!);
    for (const [, spec] of body.matchAll(/\bimport\(\s*["'](\/[^"']+\.m?js)["']\s*\)/g)) js.add(spec!);
  }
  return { js: [...js].sort(), css: [...css].sort() };
}

/** Static imports of a built module (`import{a}from"./x.js"`, `import"./y.js"`), resolved against its URL; not `import()`. */
export function staticImportsOf(moduleUrl: string, code: string): string[] {
  const base = new URL(moduleUrl, "http://site.invalid");
  return [...code.matchAll(/\bimport\s*(?:[^"'`();]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`]+\.m?js)["'`]/g)].map(
    ([, spec]) => new URL(spec!, base).pathname,
  );
}

/** The text of a document's inline <style> elements, joined. */
export function inlineCssOf(html: string): string {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join("\n");
}

/** Turns build/client/a/b/index.html into /a/b. */
function pagePathOf(root: string, file: string): string {
  const rel = relative(root, file).split(sep).slice(0, -1).join("/");
  return `/${rel}`;
}

/** A page the server renders per request (not prerendered), as fetched from a running server. */
export interface RenderedPage {
  path: string;
  html: string;
}

/**
 * Gzip sizes of every prerendered page in the client build, plus the `rendered` pages (home and
 * /book are rendered per request; their assets are in the same build), sorted by path.
 */
export async function measurePages(root = clientDir(), rendered: RenderedPage[] = []): Promise<PageWeight[]> {
  const gzipCache = new Map<string, Promise<number>>();
  const gzipSizeOf = (sitePath: string) => {
    let size = gzipCache.get(sitePath);
    if (!size) {
      const file = join(root, ...sitePath.split("?")[0]!.split("/"));
      size = readFile(file).then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => {
          throw new Error(`${sitePath} is referenced by a page but missing from ${root}`);
        },
      );
      gzipCache.set(sitePath, size);
    }
    return size;
  };
  const sum = async (paths: string[]) => (await Promise.all(paths.map(gzipSizeOf))).reduce((a, b) => a + b, 0);

  const importCache = new Map<string, Promise<string[]>>();
  const importsOf = (sitePath: string) => {
    let imports = importCache.get(sitePath);
    if (!imports) {
      imports = readFile(join(root, ...sitePath.split("/"))).then((code) => staticImportsOf(sitePath, code.toString("utf8")), () => []);
      importCache.set(sitePath, imports);
    }
    return imports;
  };
  /** The modules and everything they import statically, each once. */
  const withStaticImports = async (modules: string[]) => {
    const all = new Set<string>();
    const visit = async (module: string): Promise<void> => {
      if (all.has(module)) return;
      all.add(module);
      await Promise.all((await importsOf(module)).map(visit));
    };
    await Promise.all(modules.map(visit));
    return [...all].sort();
  };

  const documents = [
    ...(await Promise.all((await htmlFiles(root)).map(async (file) => ({ path: pagePathOf(root, file), html: await readFile(file) })))),
    ...rendered.map((page) => ({ path: page.path, html: Buffer.from(page.html) })),
  ];
  const pages = await Promise.all(
    documents.map(async ({ path, html }) => {
      const text = html.toString("utf8");
      const linked = assetsOf(text);
      const assets = { css: linked.css, js: await withStaticImports(linked.js) };
      const inlineCss = inlineCssOf(text);
      const files = [...assets.js, ...assets.css];
      const sizes = await Promise.all(files.map(gzipSizeOf));
      return {
        path,
        html: gzipSync(html, { level: 9 }).length,
        htmlParsed: html.length,
        firstScreenInFirstFlight: firstFlightOf(text).length >= firstScreenEndOf(text) && firstScreenEndOf(text) > 0,
        css: inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0,
        stylesheets: await sum(assets.css),
        js: await sum(assets.js),
        cssFiles: assets.css,
        jsFiles: assets.js,
        fileBytes: Object.fromEntries(files.map((f, i) => [f, sizes[i]!])),
      } satisfies PageWeight;
    }),
  );
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
