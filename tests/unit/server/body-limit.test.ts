import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { BODY_LIMITS, limitRequestBodies } from "../../../server/http/body-limit";

/** The limit in front of routes that read their body, as server/app.ts registers it: the routes count what reaches them. */
function app() {
  const reached: number[] = [];
  const hono = new Hono();
  hono.use(limitRequestBodies());
  hono.post("*", async (c) => {
    reached.push((await c.req.arrayBuffer()).byteLength);
    return c.json({ ok: true });
  });
  return { hono, reached };
}

/** A body with no length: streamed in 16 KiB chunks, as a chunked request arrives. */
function streamed(bytes: number): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(16 * 1024, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
  return { body, pulled: () => sent };
}

const post = (hono: Hono, path: string, init: RequestInit) => hono.request(path, { method: "POST", ...init, ...(init.body instanceof ReadableStream ? { duplex: "half" } : {}) } as RequestInit);

describe("limitRequestBodies", () => {
  it.each([
    ["/admin/api/passkeys/sign-in", BODY_LIMITS.workspaceApi],
    ["/api/contact", BODY_LIMITS.api],
    ["/contact", BODY_LIMITS.form],
    ["/admin/leads/1", BODY_LIMITS.form],
  ])("%s: 413 on a declared length past %i bytes before the route runs", async (path, limit) => {
    const { hono, reached } = app();
    const response = await post(hono, path, { headers: { "content-length": String(limit + 1), "content-type": "application/json" }, body: "x".repeat(limit + 1) });
    expect(response.status).toBe(413);
    expect(reached).toEqual([]);
  });

  it("cuts a chunked body at the bound: the rest is never pulled, the route never runs", async () => {
    const { hono, reached } = app();
    const { body, pulled } = streamed(256 * 1024 * 1024);
    const response = await post(hono, "/admin/api/passkeys/sign-in", { headers: { "content-type": "application/json" }, body });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ ok: false, error: "payload_too_large" });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(pulled()).toBeLessThan(BODY_LIMITS.workspaceApi + 64 * 1024);
    expect(reached).toEqual([]);
  });

  it("passes a body within the bound to the route whole, chunked or not", async () => {
    const { hono, reached } = app();
    expect((await post(hono, "/admin/api/passkeys/sign-in", { body: streamed(BODY_LIMITS.workspaceApi).body })).status).toBe(200);
    expect((await post(hono, "/contact", { headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=b" })).status).toBe(200);
    expect(reached).toEqual([BODY_LIMITS.workspaceApi, 3]);
  });

  it("answers each kind of route its own 413: JSON on the API, text on a page", async () => {
    const { hono } = app();
    const api = await post(hono, "/api/contact", { body: streamed(BODY_LIMITS.api + 1).body });
    expect(api.status).toBe(413);
    expect(await api.json()).toMatchObject({ ok: false, error: "payload_too_large" });
    const page = await post(hono, "/contact", { body: streamed(BODY_LIMITS.form + 1).body });
    expect(page.status).toBe(413);
    expect(await page.text()).toBe("Payload Too Large");
  });
});
