/**
 * `npm run dev` (server/dev.ts) serves the whole site from the sources: pages, the API and the real
 * backend on SQLite, within 10 s of starting.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..", "..");
const START_LIMIT_MS = 10_000;

let dev: ChildProcess;
let output = "";
let origin = "";
let startedInMs = 0;
const dataDir = mkdtempSync(join(tmpdir(), "mws-dev-server-"));

beforeAll(async () => {
  const startedAt = Date.now();
  dev = spawn("npm", ["run", "dev"], {
    cwd: ROOT,
    // Its own process group, so the teardown stops npm and the server it runs.
    detached: true,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      CONTACT_RATE_LIMIT: "0",
      TRUST_PROXY: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  dev.stdout!.on("data", (chunk) => (output += chunk));
  dev.stderr!.on("data", (chunk) => (output += chunk));
  while (!origin) {
    const port = /Development server on http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
    if (port) origin = `http://127.0.0.1:${port}`;
    else if (dev.exitCode !== null) throw new Error(`npm run dev exited during start-up:\n${output}`);
    else if (Date.now() - startedAt > 3 * START_LIMIT_MS) throw new Error(`npm run dev did not start:\n${output}`);
    else await new Promise((done) => setTimeout(done, 50));
  }
  startedInMs = Date.now() - startedAt;
}, 40_000);

afterAll(async () => {
  if (dev?.pid && dev.exitCode === null && dev.signalCode === null) {
    const exited = once(dev, "exit");
    process.kill(-dev.pid, "SIGTERM");
    const timer = setTimeout(() => process.kill(-dev.pid!, "SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run dev", () => {
  it(`starts within ${START_LIMIT_MS / 1000} s`, () => {
    expect(startedInMs, output).toBeLessThan(START_LIMIT_MS);
  });

  it.each(["/", "/services"])("renders %s as HTML with a nonce policy", async (path) => {
    const response = await fetch(origin + path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(await response.text()).toMatch(/^<!DOCTYPE html>/i);
  });

  it("takes a lead on POST /api/contact", async () => {
    const response = await fetch(`${origin}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Dev Server", email: "dev@example.com", message: "A lead posted to the development server." }),
    });
    expect(response.status, await response.clone().text()).toBe(202);
    expect(await response.json()).toMatchObject({ ok: true });
  });

  it("lists free slots on GET /api/bookings/slots", async () => {
    const response = await fetch(`${origin}/api/bookings/slots`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(Array.isArray((await response.json()).slots)).toBe(true);
  });
});
