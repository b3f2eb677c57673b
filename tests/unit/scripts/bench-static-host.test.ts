import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStaticHost, stopStaticHost } from "../../../scripts/bench/static-host";

/** A raw GET (fetch would decompress and hide the encoding). */
function get(port: number, path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((done, fail) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", fail);
    req.end();
  });
}

describe("the comparison site's static host", () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof startStaticHost>>;
  let port: number;
  const home = `<!doctype html><title>Home</title>${"<p>words</p>".repeat(200)}`;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "static-host-"));
    await mkdir(join(dir, "services"));
    await writeFile(join(dir, "index.html"), home);
    await writeFile(join(dir, "services", "index.html"), "<!doctype html><title>Services</title>");
    await writeFile(join(dir, "404.html"), "<!doctype html><title>Not found</title>");
    await writeFile(join(dir, "app.css"), "body{color:red}");
    await writeFile(join(tmpdir(), "static-host-secret.txt"), "secret");
    server = await startStaticHost(dir, 0);
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await stopStaticHost(server);
    await rm(dir, { recursive: true, force: true });
    await rm(join(tmpdir(), "static-host-secret.txt"), { force: true });
  });

  it("sends brotli when the browser accepts it, gzip otherwise, and the file as is to neither", async () => {
    const br = await get(port, "/", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(brotliDecompressSync(br.body).toString()).toBe(home);
    expect(br.body.length).toBeLessThan(home.length / 4);

    const gz = await get(port, "/", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(home);

    const plain = await get(port, "/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(home);
  });

  it("answers a folder with and without its slash by its index.html", async () => {
    for (const path of ["/services", "/services/"]) {
      const res = await get(port, path);
      expect(res.status, path).toBe(200);
      expect(res.body.toString(), path).toContain("<title>Services</title>");
    }
  });

  it("caches assets for a year and HTML not at all", async () => {
    expect((await get(port, "/app.css")).headers["cache-control"]).toContain("max-age=31536000");
    expect((await get(port, "/")).headers["cache-control"]).toContain("max-age=0");
  });

  it("answers anything else, and paths out of the folder, with the site's 404 page", async () => {
    for (const path of ["/nothing-here", "/../static-host-secret.txt", "/%2e%2e/static-host-secret.txt", "/%E0%A4%A"]) {
      const res = await get(port, path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).toContain("<title>Not found</title>");
    }
  });

  it("refuses other methods", async () => {
    expect((await get(port, "/", {}, "POST")).status).toBe(405);
  });
});
