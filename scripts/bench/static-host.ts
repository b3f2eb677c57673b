/**
 * A static host for the comparison site (BENCH_COMPARE_DIR): serves a built folder on loopback the way a
 * static host (Netlify, Vercel, nginx with precompressed files) does, so the comparison is measured under
 * the same conditions as our server: brotli or gzip by Accept-Encoding, compressed once before the runs
 * (no compression time in any run), `/path` and `/path/` answered by `path/index.html`, the folder's
 * 404.html for anything else, long caching for everything but HTML. Nothing outside the folder is served.
 */
import { createServer, type Server } from "node:http";
import { readdir, readFile } from "node:fs/promises";
import { extname, join, relative, resolve, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
};

/** Types a static host compresses (the rest are compressed formats already). */
const COMPRESSIBLE = new Set([".html", ".css", ".js", ".mjs", ".json", ".webmanifest", ".xml", ".txt", ".svg", ".ico"]);

interface StaticFile {
  type: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Every file of the folder by its URL path (`/a/b.css`), text files compressed both ways. */
export async function loadSite(root: string): Promise<Map<string, StaticFile>> {
  const site = new Map<string, StaticFile>();
  for (const file of await filesUnder(root)) {
    const ext = extname(file).toLowerCase();
    const body = await readFile(file);
    const entry: StaticFile = { type: TYPES[ext] ?? "application/octet-stream", body };
    if (COMPRESSIBLE.has(ext) && body.length > 0) {
      [entry.br, entry.gzip] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipAsync(body, { level: 9 }),
      ]);
    }
    site.set(`/${relative(root, file).split(sep).join("/")}`, entry);
  }
  return site;
}

/** The file a request path names: the file itself, or the folder's index.html (with or without the slash). */
export function lookup(site: Map<string, StaticFile>, urlPath: string): StaticFile | undefined {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (!path.startsWith("/") || path.includes("\0") || path.split("/").includes("..")) return undefined;
  if (path.endsWith("/")) return site.get(`${path}index.html`);
  return site.get(path) ?? site.get(`${path}/index.html`) ?? site.get(`${path}.html`);
}

/** The body to send for an Accept-Encoding header: brotli, else gzip, else as is. */
export function encodingFor(file: StaticFile, acceptEncoding: string | undefined): { encoding?: "br" | "gzip"; body: Buffer } {
  const accepted = new Set((acceptEncoding ?? "").split(",").map((e) => e.split(";")[0]!.trim().toLowerCase()));
  if (file.br && accepted.has("br")) return { encoding: "br", body: file.br };
  if (file.gzip && accepted.has("gzip")) return { encoding: "gzip", body: file.gzip };
  return { body: file.body };
}

/** Serves the folder on 127.0.0.1:port until `stopStaticHost`. */
export async function startStaticHost(dir: string, port: number): Promise<Server> {
  const site = await loadSite(resolve(dir));
  if (!site.has("/index.html")) throw new Error(`${dir} has no index.html: is it a built static site?`);
  const notFound = site.get("/404.html");
  const server = createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    const urlPath = new URL(req.url ?? "/", "http://localhost").pathname;
    const found = lookup(site, urlPath);
    const file = found ?? notFound;
    if (!file) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
      return;
    }
    const { encoding, body } = encodingFor(file, req.headers["accept-encoding"]);
    res.writeHead(found ? 200 : 404, {
      "content-type": file.type,
      "content-length": body.length,
      "cache-control": file.type.startsWith("text/html") ? "public, max-age=0, must-revalidate" : "public, max-age=31536000, immutable",
      ...(file.br || file.gzip ? { vary: "Accept-Encoding" } : {}),
      ...(encoding ? { "content-encoding": encoding } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(port, "127.0.0.1", () => done());
  });
  return server;
}

export async function stopStaticHost(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
}
