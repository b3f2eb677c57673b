import { expect, test } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { logLines, rejectedRequests, startServer, type ServerProcess } from "../../scripts/stress/server-process";

/** The production server's log: one JSON line per request (a rejected one without a stack trace), its id in `X-Request-Id`. */
let server: ServerProcess;
// One server, read in order: the first test counts every rejected line in the log.
test.describe.configure({ mode: "serial" });
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
  await expect.poll(() => rejectedRequests(server.log()).length, { timeout: 15_000 }).toBe(rejected.length);
  expect(rejectedRequests(server.log())).toEqual(rejected.map(([status, line]) => `${status} ${line}`));
  expect(server.log()).not.toMatch(/\n\s+at |ErrorResponse|Error:/);
});

test("every line is one JSON object; every request has one with its id, route, status and duration", async ({ request }) => {
  const sent: string[] = [];
  for (const path of ["/services", "/no-such-page-x", "/book?utm_source=secret-value"]) {
    const response = await request.get(`${server.origin}${path}`, { headers: { "X-Request-Id": "forged-by-client-1" } });
    const id = response.headers()["x-request-id"];
    // Without a trusted proxy a client's own id is not taken: a new random one.
    expect(id, path).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    sent.push(id!);
  }
  await expect.poll(() => logLines(server.log()).filter((line) => sent.includes(line.requestId ?? "")).length).toBe(3);
  const lines = logLines(server.log());
  for (const line of lines) {
    expect(typeof line.time, JSON.stringify(line)).toBe("string");
    expect(Number.isNaN(Date.parse(line.time)), JSON.stringify(line)).toBe(false);
    expect(["info", "warn", "error"]).toContain(line.level);
    expect(typeof line.msg).toBe("string");
  }
  const requests = lines.filter((line) => sent.includes(line.requestId ?? ""));
  expect(requests.map(({ method, route, status }) => ({ method, route, status }))).toEqual([
    { method: "GET", route: "/services", status: 200 },
    { method: "GET", route: "/no-such-page-x", status: 404 },
    { method: "GET", route: "/book?utm_source=…", status: 200 },
  ]);
  for (const line of requests) expect(typeof line.durationMs).toBe("number");
  expect(server.log()).not.toContain("secret-value");
  expect(server.log()).not.toContain("forged-by-client-1");
});
