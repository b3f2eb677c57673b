import { expect, test } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, type ServerProcess } from "../../scripts/stress/server-process";

/** The production server's log for requests a client got wrong: one line each, no stack trace. */
let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // Made here, not at load time: every Playwright process loads the file, only one runs the hooks.
  dataDir = mkdtempSync(join(tmpdir(), "mws-request-log-"));
  server = await startServer({ dataDir, env: { CONTACT_RATE_LIMIT: "2/600" } });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("every rejected request is one log line without a stack trace", async ({ request }) => {
  const api = `${server.origin}/api/contact`;
  const json = (data: string) => ({ headers: { "content-type": "application/json" }, data });
  const form = { headers: { "content-type": "application/x-www-form-urlencoded" }, data: "a=b" };
  const lead = JSON.stringify({ name: "Lee", email: "lee@example.com", message: "Hello" });
  const cases: [number, string, () => Promise<{ status(): number }>][] = [
    [400, "POST /api/contact", () => request.post(api, json("{not json"))],
    [415, "POST /api/contact", () => request.post(api, { headers: { "content-type": "text/plain" }, data: "hi" })],
    [413, "POST /api/contact", () => request.post(api, json(JSON.stringify({ message: "x".repeat(200_000) })))],
    [422, "POST /api/contact", () => request.post(api, json(JSON.stringify({ name: "" })))],
    [405, "DELETE /api/contact", () => request.delete(api)],
    [202, "", () => request.post(api, json(lead))],
    [429, "POST /api/contact", () => request.post(api, json(lead))],
    [405, "POST /services", () => request.post(`${server.origin}/services`, form)],
    [405, "POST /services.data", () => request.post(`${server.origin}/services.data`, form)],
    [415, "POST /contact", () => request.post(`${server.origin}/contact`, { headers: { "content-type": "text/plain" }, data: "hi" })],
    [404, "POST /no-such-form", () => request.post(`${server.origin}/no-such-form`, form)],
    [404, "GET /no-such-page", () => request.get(`${server.origin}/no-such-page`)],
  ];
  for (const [status, line, send] of cases) expect((await send()).status(), line).toBe(status);

  const rejected = cases.filter(([status]) => status >= 400);
  await expect.poll(() => server.log().split("\n").filter((l) => /^\d{3} /.test(l)).length, { timeout: 15_000 }).toBe(rejected.length);
  const lines = server.log().split("\n").filter((l) => /^\d{3} /.test(l));
  expect(lines).toEqual(rejected.map(([status, line]) => `${status} ${line}`));
  expect(server.log()).not.toMatch(/\n\s+at |ErrorResponse|Error:/);
});
