import { expect, test } from "./support/test";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { productionServerEntry } from "../support/production-server";

/** A second instance of the production server, so its log output can be read. */
const port = Number(process.env.E2E_PORT ?? 4173) + 51;
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess;
let log = "";
const dataDir = mkdtempSync(join(tmpdir(), "mws-server-spec-"));

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = spawn(process.execPath, [productionServerEntry], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk) => (log += chunk));
  server.stderr!.on("data", (chunk) => (log += chunk));
  await expect.poll(() => log, { timeout: 30_000 }).toContain("Serving");
});

test.afterAll(async () => {
  server.kill("SIGTERM");
  await once(server, "exit");
  rmSync(dataDir, { recursive: true, force: true });
});

test("a missing page is logged as one line without a stack trace", async ({ request }) => {
  const response = await request.get(`${origin}/no-such-page-here`);
  expect(response.status()).toBe(404);
  await expect.poll(() => log).toContain("404 GET /no-such-page-here");
  const lines = log.split("\n").filter((line) => line.includes("no-such-page-here"));
  expect(lines).toHaveLength(1);
  expect(log).not.toMatch(/\n\s+at /);
});

test("hashed assets are immutable and precompressed; HTML revalidates", async ({ request }) => {
  // A prerendered page (home and /book are rendered per request).
  const html = await request.get(`${origin}/services`, { headers: { "accept-encoding": "br" } });
  expect(html.headers()["content-encoding"]).toBe("br");
  expect(html.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  const etag = html.headers()["etag"]!;
  const again = await request.get(`${origin}/services`, { headers: { "accept-encoding": "br", "if-none-match": etag } });
  expect(again.status()).toBe(304);

  const body = await (await request.get(`${origin}/services`)).text();
  // React, which every page imports: large enough to be precompressed (tiny files are served as they are).
  const asset = body.match(/\/assets\/react-[^"]+\.js/)![0];
  const js = await request.get(`${origin}${asset}`, { headers: { "accept-encoding": "gzip" } });
  expect(js.status()).toBe(200);
  expect(js.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(js.headers()["content-encoding"]).toBe("gzip");

  const favicon = await request.get(`${origin}/favicon.svg`);
  expect(favicon.headers()["content-type"]).toBe("image/svg+xml");
});

test("pages link raster icons only: an SVG favicon is decoded as a document on the page's main thread", async ({ request }) => {
  // The home page is rendered per request, /services prerendered (decision 056).
  for (const path of ["/", "/services"]) {
    const body = await (await request.get(`${origin}${path}`)).text();
    const icons = [...body.matchAll(/<link[^>]*rel="icon"[^>]*>/g)].map(([link]) => link.match(/href="([^"]+)"/)![1]!);
    expect(icons, path).toEqual(["/favicon.ico", "/favicon-48.png"]);
    for (const icon of icons) {
      const response = await request.get(`${origin}${icon}`);
      expect(response.status(), icon).toBe(200);
      expect(response.headers()["content-type"], icon).toMatch(/^image\/(png|x-icon|vnd\.microsoft\.icon)$/);
    }
  }
});

test("a page rendered per request is sent in brotli, or gzip to a client that takes only gzip", async ({ request }) => {
  const brotli = await request.get(`${origin}/`, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
  expect(brotli.headers()["content-encoding"]).toBe("br");
  expect(brotli.headers()["vary"]).toContain("Accept-Encoding");
  expect(await brotli.text()).toContain('id="contact"');
  const gzip = await request.get(`${origin}/`, { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(await gzip.text()).toContain('id="contact"');
  const plain = await request.get(`${origin}/`, { headers: { "accept-encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(await plain.text()).toContain('id="contact"');
});

test("paths cannot escape the build folder", async ({ request }) => {
  const response = await request.get(`${origin}/..%2F..%2Fpackage.json`);
  expect(response.status()).toBe(404);
});
