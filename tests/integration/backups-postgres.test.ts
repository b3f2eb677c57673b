import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startBackend, type Backend } from "../../server/backend";
import { findPostgresTool } from "../../server/backup/postgres-dump";
import { main as admin } from "../../scripts/admin";
import { describeOnPostgres } from "./support/postgres";
import { defineBackupsSuite } from "./support/backups-suite";

const quiet = { log: () => {}, warn: () => {}, error: () => {} };
const lead = (i: number) => ({ kind: "quick" as const, name: `Visitor ${i}`, email: `v${i}@example.com`, message: `Message ${i}`, spam: false });

describeOnPostgres("backups on PostgreSQL", (target) => {
  describe("schedule and alarm", () => defineBackupsSuite(target));

  describe("pg_dump and pg_restore", () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;
  let backend: Backend | undefined;
  beforeEach(async () => {
    await target.reset();
    dir = mkdtempSync(join(tmpdir(), "mws-pg-backup-"));
    env = { ...process.env };
    process.env.DATABASE_URL = target.config().databaseUrl;
    process.env.DATA_DIR = dir;
  });
  afterEach(async () => {
    await backend?.stop();
    backend = undefined;
    process.env = env;
    rmSync(dir, { recursive: true, force: true });
  });

  it("pg_dump and pg_restore are found (the PostgreSQL package brings them)", () => {
    expect(findPostgresTool("pg_dump")).toMatch(/pg_dump$/);
    expect(findPostgresTool("pg_restore")).toMatch(/pg_restore$/);
  });

  it("npm run admin -- backup dumps with pg_dump; restore refuses while a server is connected, then brings back every lead", async () => {
    backend = await startBackend({ ...target.config(), smtpUrl: undefined, mailFrom: "site@example.com", contactTo: "owner@example.com", rateLimit: null }, { log: quiet });
    for (let i = 0; i < 20; i++) await backend.store.insert(lead(i));
    const out = vi.spyOn(console, "log").mockImplementation(() => {});
    const err = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const file = join(dir, "site.dump");
      expect(await admin(["backup", "--out", file])).toBe(0);
      expect(out).toHaveBeenCalledWith(file);
      expect(existsSync(file)).toBe(true);
      expect(existsSync(`${file}.partial`)).toBe(false);

      // Written after the backup: gone after the restore.
      await backend.store.insert(lead(99));
      expect(await admin(["restore", file])).toBe(1);
      expect(err.mock.calls.flat().join("\n")).toMatch(/other connection\(s\): stop every server instance/);
      await backend.stop();
      backend = undefined;

      // A file that is not a dump is refused before anything is touched.
      const junk = join(dir, "junk.dump");
      writeFileSync(junk, "not a dump");
      await expect(admin(["restore", junk])).rejects.toThrow(/not a readable pg_dump archive/);

      expect(await admin(["restore", file])).toBe(0);
      backend = await startBackend({ ...target.config(), smtpUrl: undefined, mailFrom: "site@example.com", contactTo: "owner@example.com", rateLimit: null }, { log: quiet });
      const leads = await backend.store.list({ limit: 100 });
      expect(leads.map((row) => row.name).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `Visitor ${i}`).sort());
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  }, 60_000);
  });
});
