import { Hono } from "hono";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressResponses } from "../../../server/http/compress-responses";
import { preferredCoding, RESPONSE_CODINGS } from "../../../server/http/accept-encoding";

describe("preferredCoding", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["identity", null],
    ["gzip", "gzip"],
    ["br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["BR", "br"],
    [" gzip ;q=1 , br;q=0.5", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;Q=0", null],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["br;q=abc, gzip;q=0.1", "gzip"],
    ["br;q=2", null],
    ["br;q=-1", null],
    [",,;;,=", null],
  ] as const)("%j → %j", (header, coding) => expect(preferredCoding(header, RESPONSE_CODINGS)).toBe(coding));

  it("chooses only among the codings offered", () => {
    expect(preferredCoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(preferredCoding("br", ["gzip"])).toBeNull();
  });
});

describe("compressResponses", () => {
  /** A page large enough to compress, as a route renders it. */
  const page = `<!doctype html><title>t</title>${"<p class=\"card flex\">A paragraph of a page.</p>".repeat(200)}`;

  function app() {
    const hono = new Hono();
    hono.use(compressResponses());
    hono.get("/page", (c) => c.html(page, 200, { ETag: '"v1"' }));
    hono.get("/small", (c) => c.text("ok", 200, { "Content-Length": "2" }));
    hono.get("/image", (c) => c.body(page, 200, { "Content-Type": "image/png" }));
    hono.get("/no-transform", (c) => c.html(page, 200, { "Cache-Control": "no-cache, no-transform" }));
    hono.get("/coded", (c) => c.body(page, 200, { "Content-Type": "text/html", "Content-Encoding": "gzip" }));
    hono.get("/varies", (c) => c.html(page, 200, { Vary: "Cookie" }));
    hono.get("/streamed", (c) => {
      const bytes = new TextEncoder().encode(page);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 500) controller.enqueue(bytes.slice(at, at + 500));
          controller.close();
        },
      });
      return c.body(body, 200, { "Content-Type": "text/html; charset=utf-8" });
    });
    return hono;
  }

  const get = (path: string, acceptEncoding?: string, method = "GET") =>
    app().request(path, { method, headers: acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding } });

  it("sends brotli to a browser, which takes both, and the page decodes to itself", async () => {
    const response = await get("/page", "gzip, deflate, br, zstd");
    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(response.headers.get("Content-Length")).toBeNull();
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(response.headers.get("ETag")).toBe('W/"v1"');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(page);
  });

  it("sends gzip to a client that takes only gzip, or weighs it higher", async () => {
    for (const header of ["gzip", "br;q=0.5, gzip"]) {
      const response = await get("/page", header);
      expect(response.headers.get("Content-Encoding")).toBe("gzip");
      expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(page);
    }
  });

  it("compresses a streamed body chunk by chunk into one coded body", async () => {
    const response = await get("/streamed", "br");
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(page);
  });

  it("sends the body as it is without a coding the client takes, still saying it varies", async () => {
    for (const header of [undefined, "identity", "br;q=0, gzip;q=0", "zstd"]) {
      const response = await get("/page", header);
      expect(response.headers.get("Content-Encoding")).toBeNull();
      expect(response.headers.get("Vary")).toBe("Accept-Encoding");
      expect(await response.text()).toBe(page);
    }
  });

  it("leaves small bodies, images, no-transform, coded bodies and HEAD alone", async () => {
    for (const path of ["/small", "/image", "/no-transform", "/coded"]) {
      expect((await get(path, "br")).headers.get("Content-Encoding"), path).toBe(path === "/coded" ? "gzip" : null);
    }
    const head = await get("/page", "br", "HEAD");
    expect(head.headers.get("Content-Encoding")).toBeNull();
    // As a GET would: a cache may update its stored answer's headers from a HEAD's.
    expect(head.headers.get("Vary")).toBe("Accept-Encoding");
  });

  it("adds Accept-Encoding to the route's own Vary", async () => {
    expect((await get("/varies", "br")).headers.get("Vary")).toBe("Cookie, Accept-Encoding");
  });
});
