import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, startServer, type ServerProcess } from "../../scripts/stress/server-process";
import { storedLeadEmails } from "../../scripts/stress/stored-leads";
import { openDatabase } from "../../server/db/connect";

/**
 * The restore drill: backups are proven by restoring them. Leads and bookings stream into a production
 * server; `npm run admin -- backup` takes a backup mid-stream; a second backup is killed with SIGKILL
 * half-way and must leave nothing that looks complete; the first is restored into a fresh DATA_DIR, a
 * server started on it, and every lead answered 202 before the backup began must be there.
 */

const TAG = "drill";

interface Admin {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** `npm run admin -- …` as a process of its own (tsx, as the npm script runs it). */
function admin(args: string[], dataDir: string, options: { killOn?: RegExp } = {}): Promise<Admin> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(ROOT, "node_modules", ".bin", "tsx"), [join(ROOT, "scripts", "admin.ts"), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", BACKUP_DIR: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
      if (options.killOn?.test(stderr)) child.kill("SIGKILL");
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** A stream of leads (POST /api/contact) and bookings (POST /api/bookings) until stopped; records what was answered. */
function writeStream(origin: string) {
  const accepted: string[] = [];
  const booked: string[] = [];
  const failures: string[] = [];
  let stopped = false;
  let n = 0;
  const post = (path: string, body: unknown) =>
    fetch(`${origin}${path}`, { method: "POST", headers: { "content-type": "application/json", origin }, body: JSON.stringify(body) });

  async function leads() {
    while (!stopped) {
      const email = `${TAG}-${n++}@drill.example`;
      const response = await post("/api/contact", { kind: "full", name: "Drill Visitor", email, subject: "Restore drill", message: `Lead ${email} of the restore drill. `.repeat(20) });
      if (response.status === 202) accepted.push(email);
      else failures.push(`lead ${response.status}`);
      await response.arrayBuffer();
    }
  }

  async function bookings() {
    const { slots } = (await (await fetch(`${origin}/api/bookings/slots`)).json()) as { slots: { start: string }[] };
    for (const slot of slots) {
      if (stopped) break;
      const response = await post("/api/bookings", { slot: slot.start, name: "Drill Booker", email: `${TAG}-booking-${booked.length}@drill.example` });
      if (response.status === 201) booked.push(((await response.json()) as { id: string }).id);
      else if (response.status !== 409) failures.push(`booking ${response.status}`);
      await new Promise((done) => setTimeout(done, 20));
    }
  }

  const running = Promise.all([leads(), leads(), leads(), bookings()]);
  return {
    accepted,
    booked,
    failures,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

async function waitUntil(probe: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((done) => setTimeout(done, 25));
  }
}

test("restore drill: a backup taken mid-stream restores every lead answered before it began; a killed backup leaves nothing that looks complete", async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), "mws-drill-"));
  const freshDir = mkdtempSync(join(tmpdir(), "mws-drill-restored-"));
  const backupDir = mkdtempSync(join(tmpdir(), "mws-drill-backups-"));
  const servers: ServerProcess[] = [];
  try {
    const server = await startServer({ dataDir });
    servers.push(server);
    // The server's own schedule took one at start (the default: every 24 hours, into DATA_DIR/backups).
    await waitUntil(() => /Backup written: /.test(server.log()));
    expect(readdirSync(join(dataDir, "backups")).filter((name) => name.endsWith(".sqlite"))).toHaveLength(1);

    const stream = writeStream(server.origin);
    await waitUntil(() => stream.accepted.length >= 150 && stream.booked.length >= 3);

    // The backup, mid-stream: everything answered before this moment must be in it.
    const answeredBefore = [...stream.accepted];
    const bookedBefore = [...stream.booked];
    const file = join(backupDir, "mid-stream.sqlite");
    const backup = await admin(["backup", "--out", file], dataDir);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout.trim()).toBe(file);
    expect(backup.stderr).toMatch(/Backup written and checked \(.+; \d+ leads, \d+ bookings, 0 people\)/);
    const acceptedDuring = stream.accepted.length;

    // A backup killed half-way (stepped, one page at a time, while the site is written): no file under its final name.
    const killed = join(backupDir, "killed.sqlite");
    const interrupted = await admin(["backup", "--out", killed, "--rate", "1"], dataDir, { killOn: /Copied \d+ of \d+ pages/ });
    expect(interrupted.signal).toBe("SIGKILL");
    expect(existsSync(killed)).toBe(false);
    // What it left has the temporary name, which restore refuses (and the next backup to that name replaces).
    expect(existsSync(`${killed}.partial`)).toBe(true);
    const refused = await admin(["restore", `${killed}.partial`], freshDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/never finished/);
    expect(readdirSync(freshDir)).toEqual([]);

    await waitUntil(() => stream.accepted.length >= acceptedDuring + 50);
    await stream.stop();
    expect(stream.failures).toEqual([]);

    // Restoring over the running server's database is refused, and changes nothing.
    const busy = await admin(["restore", file], dataDir);
    expect(busy.code).toBe(1);
    expect(busy.stderr).toMatch(/is in use: stop the server/);
    expect(readdirSync(dataDir).some((name) => name.includes("replaced"))).toBe(false);
    expect((await server.stop()).code).toBe(0);

    // Restore into a fresh DATA_DIR, start a server on it.
    const restore = await admin(["restore", file], freshDir);
    expect(restore.code, restore.stderr).toBe(0);
    const restored = await startServer({ dataDir: freshDir, env: { BACKUP_INTERVAL_HOURS: "0" } });
    servers.push(restored);
    expect((await fetch(`${restored.origin}/healthz`)).status).toBe(200);

    const stored = await storedLeadEmails(freshDir, TAG);
    expect(answeredBefore.filter((email) => !stored.has(email))).toEqual([]);
    const handle = await openDatabase({ dataDir: freshDir, log: { log() {}, error() {} } });
    try {
      const bookings = await handle.db.selectFrom("bookings").select("id").execute();
      const ids = new Set(bookings.map((row) => row.id));
      expect(bookedBefore.filter((id) => !ids.has(id))).toEqual([]);
    } finally {
      await handle.close();
    }

    // The restored site takes new leads.
    const after = await fetch(`${restored.origin}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: restored.origin },
      body: JSON.stringify({ name: "After Restore", email: "after@drill.example", message: "The restored site answers." }),
    });
    expect(after.status).toBe(202);
    expect((await restored.stop()).code).toBe(0);
  } finally {
    for (const server of servers) await server.stop("SIGKILL");
    for (const dir of [dataDir, freshDir, backupDir]) rmSync(dir, { recursive: true, force: true });
  }
});
