import { readdir, readFile, stat } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { policyForDocument } from "./csp";
import { preferredCoding, RESPONSE_CODINGS } from "./accept-encoding";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

export type StaticFiles = Map<string, StaticFile>;

interface Variant {
  body: Buffer;
  etag: string;
}

interface StaticFile {
  type: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
  immutable: boolean;
  /** HTML only: the page's Content-Security-Policy, with the hashes of its own inline scripts. */
  csp?: string;
}

/** The rendered not-found page (`scripts/not-found-page.ts`); served for unknown paths with status 404, never as itself. */
export const NOT_FOUND_FILE = "/404.html";

const etagOf = (body: Buffer) => `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`;

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]))),
  );
  return nested.flat();
}

/**
 * Loads the whole client build into memory once (it is a few MB) with its precompressed
 * `.br`/`.gz` twins, so a request costs a map lookup.
 */
export async function loadStaticFiles(root: string): Promise<StaticFiles> {
  const files = new Map<string, StaticFile>();
  const paths = (await walk(root)).filter((p) => !p.endsWith(".br") && !p.endsWith(".gz"));
  for (const path of paths) {
    const urlPath = "/" + relative(root, path).split(sep).join("/");
    const body = await readFile(path);
    const file: StaticFile = {
      type: CONTENT_TYPES[extname(path)] ?? "application/octet-stream",
      identity: { body, etag: etagOf(body) },
      immutable: urlPath.startsWith("/assets/"),
      csp: extname(path) === ".html" ? policyForDocument(body.toString("utf8")) : undefined,
    };
    for (const [encoding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      const twin = await stat(path + suffix).catch(() => null);
      if (twin) {
        const compressed = await readFile(path + suffix);
        file[encoding] = { body: compressed, etag: etagOf(compressed) };
      }
    }
    files.set(urlPath, file);
  }
  return files;
}

/** Maps a request path to a build file: `/services` → `/services/index.html`, assets as they are. */
function lookupKey(pathname: string): string[] {
  if (pathname.endsWith("/")) return [`${pathname}index.html`];
  return extname(pathname) ? [pathname] : [pathname, `${pathname}/index.html`];
}


/**
 * The response for one file: the variant the client accepts, revalidation by ETag. `status` lets
 * the not-found page (a file too) answer 404.
 */
export function fileResponse(file: StaticFile, request: Request, status = 200): Response {
  const variants = { br: file.br, gzip: file.gzip };
  const encoding = preferredCoding(
    request.headers.get("accept-encoding"),
    RESPONSE_CODINGS.filter((coding) => variants[coding]),
  );
  const variant = (encoding && variants[encoding]) || file.identity;

  const headers = new Headers({
    "Content-Type": file.type,
    "Cache-Control": file.immutable ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
    ETag: variant.etag,
    Vary: "Accept-Encoding",
  });
  if (encoding) headers.set("Content-Encoding", encoding);
  if (file.csp) headers.set("Content-Security-Policy", file.csp);

  const ifNoneMatch = request.headers.get("if-none-match");
  if (status === 200 && ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === variant.etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(variant.body.length));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(variant.body), { status, headers });
}

export function serveStatic(files: StaticFiles): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return next();
    }
    if (pathname.includes("\0") || pathname.split("/").includes("..")) return next();

    const file = lookupKey(pathname)
      .map((key) => files.get(key))
      .find(Boolean);
    if (!file) return next();

    return fileResponse(file, c.req.raw);
  };
}
