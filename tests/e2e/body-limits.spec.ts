/**
 * Oversized bodies to every route that takes one, with no session: 413 before any gate, route or
 * action reads the body, both when `Content-Length` declares it and when it is streamed chunked,
 * and the server's memory stays put (a 256 MiB chunked body once grew the process by 500 MB).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./support/test";
import { startServer, type ServerProcess } from "../../scripts/stress/server-process";
import { BODY_ROUTES, oversizedBody } from "../../scripts/stress/oversized-bodies";

// Not serial: every route is reported on its own, whatever the others answer.
test.describe.configure({ mode: "default" });

const MB = 1024 * 1024;
let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "mws-e2e-bodies-"));
  server = await startServer({ dataDir, env: { SITE_URL: "" }, timeoutMs: 45_000 });
});
test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

for (const route of BODY_ROUTES) {
  const refusal = route.refusal ?? 413;
  test(`${route.path} (${route.label}) answers ${refusal} to a 256 MiB body, declared or chunked, without buffering it`, async () => {
    test.setTimeout(60_000);
    const { declared, chunked } = await oversizedBody(route, { port: server.port, pid: server.child.pid!, origin: server.origin, timeoutMs: 20_000 });
    expect.soft(declared.status, `declared (${declared.error ?? "answered"})`).toBe(refusal);
    expect.soft(chunked.status, `chunked (${chunked.error ?? "answered"}, ${chunked.bytes} bytes sent)`).toBe(refusal);
    // Cut at the bound: the client had sent little more than it (plus what sat in the socket's buffers).
    expect.soft(chunked.bytes, "bytes streamed before the 413").toBeLessThan(16 * MB);
    expect.soft(declared.peakGrowthBytes, "memory growth, declared").toBeLessThan(50 * MB);
    expect.soft(chunked.peakGrowthBytes, "memory growth, chunked").toBeLessThan(50 * MB);
  });
}

test("a body within the bound still reaches the route", async ({ request }) => {
  const passkey = await request.post(`${server.origin}/admin/api/passkeys/sign-in/options`, { headers: { origin: server.origin, "content-type": "application/json" }, data: "{}" });
  expect(passkey.status()).toBe(200);
  const lead = await request.post(`${server.origin}/api/contact`, { headers: { "content-type": "application/json" }, data: { name: "Dana", email: "dana@example.com", message: "Hello" } });
  expect(lead.status()).toBe(202);
  expect(server.log()).not.toMatch(/\n\s+at /);
});
