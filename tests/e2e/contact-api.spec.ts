import { expect, test, type APIRequestContext } from "./support/test";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LIMITS } from "@domain/lead/validation";
import { DatabaseSync } from "node:sqlite";
import { productionServerEntry } from "../support/production-server";

/** The contract of DESIGN.md: every status code of `POST /api/contact` with the body it promises. */

const lead = { name: "Dana Whitfield", email: "dana@example.com", message: "We need a website." };
const post = (request: APIRequestContext, data: unknown, headers: Record<string, string> = {}, base = "") =>
  request.post(`${base}/api/contact`, {
    headers: { "content-type": "application/json", ...headers },
    data: typeof data === "string" ? data : JSON.stringify(data),
  });

function storedLead(dataDir: string, id: string) {
  const db = new DatabaseSync(join(dataDir, "leads.sqlite"), { readOnly: true });
  try {
    return db.prepare("select * from leads where id = ?").get(id) as Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

test.describe("POST /api/contact on the main server", () => {
  test("202 {ok:true,id}: stored and queued", async ({ request }) => {
    // An address of its own: the same email and message again within 24 hours is stored as a duplicate (spam).
    const email = `dana.${Date.now()}@example.com`;
    const response = await post(request, { ...lead, email });
    expect(response.status()).toBe(202);
    expect(response.headers()["cache-control"]).toBe("no-store");
    const body = await response.json();
    expect(body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(storedLead(process.env.E2E_DATA_DIR!, body.id)).toMatchObject({
      kind: "full",
      name: "Dana Whitfield",
      email,
      message: "We need a website.",
      spam: 0,
      status: "queued",
    });
  });

  test("202 for every field of the contract, kind location with its town", async ({ request }) => {
    const response = await post(request, { ...lead, phone: "(586) 555-0100", subject: "Quote", kind: "location", location: "troy" });
    expect(response.status()).toBe(202);
    const { id } = await response.json();
    expect(storedLead(process.env.E2E_DATA_DIR!, id)).toMatchObject({ kind: "location", location: "troy", phone: "(586) 555-0100", subject: "Quote" });
  });

  test("422 {ok:false,error:'validation',fields} with a message per field", async ({ request }) => {
    const response = await post(request, { name: "", email: "a@example.com, b@example.com", message: "x".repeat(5001), phone: "abc" });
    expect(response.status()).toBe(422);
    expect(await response.json()).toEqual({
      ok: false,
      error: "validation",
      fields: {
        name: "Name is required",
        email: "Please enter a single email address",
        phone: "Phone may contain only digits, spaces and + ( ) - .",
        message: "Message must be 5000 characters or fewer",
      },
    });
  });

  test("422 for a header injection attempt and for an unknown kind", async ({ request }) => {
    const injected = await post(request, { ...lead, subject: "Hi\r\nBcc: victim@example.com" });
    expect(injected.status()).toBe(422);
    expect((await injected.json()).fields).toEqual({ subject: "Subject must be a single line" });
    const kind = await post(request, { ...lead, kind: "admin" });
    expect(kind.status()).toBe(422);
    expect((await kind.json()).fields).toEqual({ kind: "Kind must be one of quick, full, location" });
  });

  test("400 for a body that is not JSON, or not a JSON object", async ({ request }) => {
    const broken = await post(request, '{"name": "Dana",');
    expect(broken.status()).toBe(400);
    expect(await broken.json()).toMatchObject({ ok: false, error: "invalid_json" });
    const list = await post(request, "[1,2]");
    expect(list.status()).toBe(400);
    expect(await list.json()).toMatchObject({ ok: false, error: "invalid_json" });
  });

  test("413 for a body over 16 KiB (the contract), over the limit the fields need, or padded past 16 KiB", async ({ request }) => {
    for (const body of [
      { ...lead, message: "x".repeat(17 * 1024) },
      { ...lead, message: "x".repeat(LIMITS.bodyBytes) },
      { ...lead, padding: "x".repeat(17 * 1024) },
      { ...lead, name: "😀".repeat(LIMITS.name + 1), message: "😀".repeat(LIMITS.message) },
    ]) {
      const response = await post(request, body);
      expect(response.status()).toBe(413);
      expect(await response.json()).toMatchObject({ ok: false, error: "payload_too_large" });
    }
    // At 16 KiB or under, an over-long field is a validation error, as for any other field.
    const underLimit = await post(request, { ...lead, message: "x".repeat(LIMITS.message + 1) });
    expect(underLimit.status()).toBe(422);
  });

  test("5,000 characters of any script fit, however the JSON is escaped; the text is stored as sent", async ({ request }) => {
    const message = "क्षि".repeat(LIMITS.message);
    const name = "क्षि".repeat(LIMITS.name);
    const subject = "👍🏽".repeat(LIMITS.subject);
    const body = { ...lead, name, subject, message };
    // As Python's json.dumps sends it by default: every non-ASCII code unit as \uXXXX.
    const escaped = JSON.stringify(body).replace(/[\u0080-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
    expect(escaped.length).toBeGreaterThan(16 * 1024);
    for (const data of [JSON.stringify(body), escaped]) {
      const response = await post(request, data);
      expect(response.status()).toBe(202);
      const { id } = await response.json();
      expect(storedLead(process.env.E2E_DATA_DIR!, id)).toMatchObject({ name, subject, message });
    }
    // And through a form without JavaScript (URL-encoded).
    const email = `script-${Date.now()}@example.com`;
    const form = await request.post("/contact", { form: { kind: "full", name, email, subject, message } });
    expect(form.status()).toBe(202);
  });

  test("400 for a body that is not valid UTF-8; 415 for another charset", async ({ request }) => {
    const bytes = Buffer.concat([Buffer.from('{"name":"Ann'), Buffer.from([0xff, 0xfe]), Buffer.from('","email":"a@example.com","message":"m"}')]);
    const invalid = await request.post("/api/contact", { headers: { "content-type": "application/json" }, data: bytes });
    expect(invalid.status()).toBe(400);
    expect(await invalid.json()).toMatchObject({ ok: false, error: "invalid_json" });
    const latin1 = await request.post("/api/contact", {
      headers: { "content-type": "application/json; charset=iso-8859-1" },
      data: JSON.stringify(lead),
    });
    expect(latin1.status()).toBe(415);
    const form = await request.post("/contact", {
      headers: { "content-type": "application/x-www-form-urlencoded; charset=windows-1252" },
      data: "kind=full&name=Ann&email=a%40example.com&subject=s&message=m",
    });
    expect(form.status()).toBe(415);
    // Invalid UTF-8 in a form post, escaped or raw, is refused before it is decoded (never as U+FFFD).
    const formBytes = await request.post("/contact", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: "kind=full&name=Ann%FF&email=a%40example.com&subject=s&message=m",
    });
    expect(formBytes.status()).toBe(400);
  });

  test("415 for anything but JSON", async ({ request }) => {
    const form = await request.post("/api/contact", { form: lead });
    expect(form.status()).toBe(415);
    expect(await form.json()).toMatchObject({ ok: false, error: "unsupported_media_type" });
    const text = await request.post("/api/contact", { headers: { "content-type": "text/plain" }, data: JSON.stringify(lead) });
    expect(text.status()).toBe(415);
  });

  test("a filled honeypot gets 202, and the lead is stored as spam, never queued", async ({ request }) => {
    const response = await post(request, { ...lead, email: "bot@example.com", company_website: "http://spam.example" });
    expect(response.status()).toBe(202);
    const body = await response.json();
    expect(body).toEqual({ ok: true, id: expect.any(String) });
    expect(storedLead(process.env.E2E_DATA_DIR!, body.id)).toMatchObject({ spam: 1, status: "skipped", email: "bot@example.com" });
  });

  test("a honeypot holding a JSON object (even one that cannot become text) is spam, not a 503", async ({ request }) => {
    for (const honeypot of [{ toString: null }, { a: 1 }, ["x"], 0, false]) {
      const response = await post(request, { ...lead, email: "bot-object@example.com", company_website: honeypot });
      expect(response.status(), JSON.stringify(honeypot)).toBe(202);
      const { id } = await response.json();
      expect(storedLead(process.env.E2E_DATA_DIR!, id)).toMatchObject({ spam: 1, status: "skipped" });
    }
  });

  test("a spam lead is stored without NUL or lone surrogates (it skips validation, not hygiene)", async ({ request }) => {
    const response = await post(request, { ...lead, name: "Bot\u0000\uD800", email: "bot-nul@example.com", company_website: "x" });
    expect(response.status()).toBe(202);
    const stored = storedLead(process.env.E2E_DATA_DIR!, (await response.json()).id)!;
    expect(stored).toMatchObject({ spam: 1, name: "Bot" });
  });

  test("405 for other methods", async ({ request }) => {
    const response = await request.get("/api/contact");
    expect(response.status()).toBe(405);
    expect(response.headers()["allow"]).toBe("POST");
  });

  test("GET /healthz answers 200 {ok:true} when the database answers, with the outbox's state", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { ok: boolean; outbox: Record<string, unknown> };
    expect(body.ok).toBe(true);
    expect(Object.keys(body.outbox).sort()).toEqual(["failed", "mailFailingSince", "oldestWaitingSince", "retrying", "waiting"]);
    for (const count of ["waiting", "retrying", "failed"]) expect(typeof body.outbox[count]).toBe("number");
  });
});

test.describe("rate limit and a stalled mail server (own server instance)", () => {
  test.describe.configure({ mode: "serial" });
  const port = Number(process.env.E2E_PORT ?? 4173) + 12;
  const origin = `http://127.0.0.1:${port}`;
  let dataDir = "";
  let server: ChildProcess;
  let log = "";
  // An SMTP server that accepts connections and never answers: a send hangs until its timeout.
  let silentSmtp: Server;
  const silentSockets = new Set<Socket>();

  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "mws-e2e-ratelimit-"));
    silentSmtp = createServer((socket) => {
      silentSockets.add(socket);
      socket.on("close", () => silentSockets.delete(socket));
    });
    await new Promise<void>((resolve) => silentSmtp.listen(0, "127.0.0.1", resolve));
    const smtpPort = (silentSmtp.address() as AddressInfo).port;
    server = spawn(process.execPath, [productionServerEntry], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        CONTACT_RATE_LIMIT: "2/60",
        TRUST_PROXY: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout!.on("data", (chunk) => (log += chunk));
    server.stderr!.on("data", (chunk) => (log += chunk));
    await expect.poll(() => log, { timeout: 45_000 }).toContain("Serving");
  });

  test.afterAll(async () => {
    for (const socket of silentSockets) socket.destroy();
    await new Promise((resolve) => silentSmtp.close(resolve));
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await once(server, "exit");
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("answers 202 at once even while the mail server hangs", async ({ request }) => {
    const started = Date.now();
    const response = await post(request, lead, {}, origin);
    expect(response.status()).toBe(202);
    expect(Date.now() - started).toBeLessThan(2_000);
    const { id } = await response.json();
    expect(storedLead(dataDir, id)).toMatchObject({ status: "queued" });
  });

  test("429 with Retry-After once a client used up CONTACT_RATE_LIMIT; a spoofed X-Forwarded-For does not help", async ({ request }) => {
    // The first request of this client was the test above.
    expect((await post(request, lead, {}, origin)).status()).toBe(202);
    const limited = await post(request, lead, {}, origin);
    expect(limited.status()).toBe(429);
    const retryAfter = Number(limited.headers()["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({ ok: false, error: "rate_limited", retryAfter });
    // Without TRUST_PROXY the header is the client's word, not its address.
    const spoofed = await post(request, lead, { "x-forwarded-for": "203.0.113.9" }, origin);
    expect(spoofed.status()).toBe(429);
    // Forms on the pages share the limit: the no-JS post is refused with the failure message.
    const form = await request.post(`${origin}/contact`, { form: { kind: "full", ...lead, subject: "Hi" } });
    expect(form.status()).toBe(429);
    expect(Number(form.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await form.text()).toContain("Error Sending Message");
    // A fetcher's post (with JavaScript) gets the header too.
    const fetcher = await request.post(`${origin}/contact.data`, { form: { kind: "full", ...lead, subject: "Hi" } });
    expect(fetcher.status()).toBe(429);
    expect(Number(fetcher.headers()["retry-after"])).toBeGreaterThan(0);
  });
});
