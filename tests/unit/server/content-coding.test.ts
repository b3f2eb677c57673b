import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isReadableContentCoding, rejectUnknownContentCoding } from "../../../server/http/content-coding";
import { logRequests } from "../../../server/http/request-log";

/** Codings a client may claim; the server decodes none of them. */
const UNDECODED = ["gzip", "x-gzip", "GZIP", "br", "zstd", "deflate", "compress", "x-compress", "aes128gcm", "*", "identityx", "identity-with-junk", "identity;q=1", "identity, gzip", "gzip, identity", "identity, identity", "gzip,br"];
const READABLE = [undefined, "", "identity", "IDENTITY", " identity "];

describe("isReadableContentCoding", () => {
  it.each(UNDECODED)("%j is not", (coding) => expect(isReadableContentCoding(coding)).toBe(false));
  it.each(READABLE)("%j is", (coding) => expect(isReadableContentCoding(coding)).toBe(true));
});

describe("rejectUnknownContentCoding", () => {
  afterEach(() => vi.restoreAllMocks());

  /** The middleware in front of a JSON API and a form page, as server/app.ts puts it: the routes count what reaches them. */
  function app(warn: (line: unknown) => void = () => {}) {
    const reached: string[] = [];
    const hono = new Hono();
    hono.use(logRequests({ log: { log() {}, info() {}, warn, error() {} } }));
    hono.use(rejectUnknownContentCoding());
    hono.post("/api/contact", async (c) => {
      reached.push(await c.req.text());
      return c.json({ ok: true }, 202);
    });
    hono.post("/contact", async (c) => {
      reached.push(await c.req.text());
      return c.text("stored", 202);
    });
    hono.get("/contact", (c) => c.text("page"));
    return { hono, reached };
  }

  it.each(UNDECODED)("answers 415 to %j on the API and a form post, before the route reads the body", async (coding) => {
    const warn = vi.fn();
    const { hono, reached } = app(warn);
    const api = await hono.request("/api/contact", { method: "POST", headers: { "content-type": "application/json", "content-encoding": coding }, body: '{"name":"A"}' });
    expect(api.status).toBe(415);
    expect(api.headers.get("accept-encoding")).toBe("identity");
    expect(await api.json()).toMatchObject({ ok: false, error: "unsupported_media_type" });
    const form = await hono.request("/contact", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "content-encoding": coding }, body: "name=A" });
    expect(form.status).toBe(415);
    expect(form.headers.get("accept-encoding")).toBe("identity");
    expect(reached).toEqual([]);
    // One line each, as for every rejected request.
    expect(warn.mock.calls.map(([line]) => line)).toEqual(["415 POST /api/contact", "415 POST /contact"]);
  });

  it.each(READABLE)("lets a body with %j through", async (coding) => {
    const { hono, reached } = app();
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (coding !== undefined) headers["content-encoding"] = coding;
    expect((await hono.request("/api/contact", { method: "POST", headers, body: '{"name":"A"}' })).status).toBe(202);
    expect(reached).toEqual(['{"name":"A"}']);
  });

  it("leaves GET and HEAD alone (no body is read)", async () => {
    const { hono } = app();
    expect((await hono.request("/contact", { headers: { "content-encoding": "gzip" } })).status).toBe(200);
    expect((await hono.request("/contact", { method: "HEAD", headers: { "content-encoding": "gzip" } })).status).toBe(200);
  });
});
