import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { startBackend } from "../../server/backend";
import { SQLITE_FILE } from "../../server/db/connect";
import { takeSqliteSnapshot, checkSqliteFile, partialPath } from "../../server/backup/sqlite-snapshot";
import { restoreSqlite } from "../../server/backup/sqlite-restore";
import { defineBackupsSuite } from "./support/backups-suite";
import { describeOnSqlite } from "./support/sqlite";

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describeOnSqlite("backups on SQLite", defineBackupsSuite);

const quiet = { log: () => {}, warn: () => {}, error: () => {} };
const backendOn = (dataDir: string) => startBackend({ dataDir, smtpUrl: undefined, mailFrom: "site@example.com", contactTo: "owner@example.com", rateLimit: null }, { log: quiet });
const lead = (i: number) => ({ kind: "quick" as const, name: `Visitor ${i}`, email: `v${i}@example.com`, message: `Message ${i} `.repeat(40), spam: false });

describe("the SQLite online backup and restore", () => {
  it("copies in steps while leads keep being written, and holds every lead committed before it began", async () => {
    const dataDir = tempDir("mws-backup-live-");
    const backend = await backendOn(dataDir);
    try {
      // Together, as a burst of leads arrives: a few group commits, not 300 fsyncs (which alone took
      // the test past its budget on a busy CI disk).
      await Promise.all(Array.from({ length: 300 }, (_, i) => backend.store.insert(lead(i))));
      let writing = true;
      let written = 0;
      const writer = (async () => {
        while (writing) {
          await backend.store.insert(lead(1000 + written));
          written += 1;
          // A short gap between leads, as on a real server: a writer that never lets go would hold its write
          // transaction (open across awaits) nearly all the time, and each backup step would find it locked.
          await new Promise((done) => setTimeout(done, 1));
        }
      })();
      let steps = 0;
      const file = join(dataDir, "snapshot.sqlite");
      const result = await takeSqliteSnapshot(backend.database.sqlite!, file, { rate: 5, progress: () => (steps += 1) }).finally(() => (writing = false));
      await writer;
      expect(steps).toBeGreaterThan(3);
      // Writes went on during the copy (the connection was free between steps).
      expect(written).toBeGreaterThan(0);
      expect(result.counts.leads).toBeGreaterThanOrEqual(300);
      expect(checkSqliteFile(file).leads).toBe(result.counts.leads);
      // A self-contained file: no -wal/-shm beside it, no temporary left.
      expect(readdirSync(dataDir).filter((name) => name.startsWith("snapshot"))).toEqual(["snapshot.sqlite"]);
      // Every lead is in it: readable by the server's user only.
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      await backend.stop();
    }
  });

  it("starts again when its first step finds a lead being written, and holds that lead", async () => {
    const dataDir = tempDir("mws-backup-busy-");
    const backend = await backendOn(dataDir);
    try {
      await backend.store.insert(lead(1));
      const sqlite = backend.database.sqlite!;
      // The server's connection inside a write, as when a lead is stored the moment the backup starts.
      sqlite.exec("BEGIN IMMEDIATE");
      sqlite.prepare("UPDATE leads SET name = 'Visitor one'").run();
      const snapshot = takeSqliteSnapshot(sqlite, join(dataDir, "snapshot.sqlite"));
      await new Promise((done) => setTimeout(done, 30));
      sqlite.exec("COMMIT");
      const result = await snapshot;
      expect(result.counts.leads).toBe(1);
      const copy = new DatabaseSync(result.path, { readOnly: true });
      expect(copy.prepare("SELECT name FROM leads").get()).toEqual({ name: "Visitor one" });
      copy.close();
    } finally {
      await backend.stop();
    }
  });

  it("refuses to restore into a database in use, a temporary file, or a file that is not a whole backup; keeps the replaced database", async () => {
    const dataDir = tempDir("mws-restore-");
    const backupDir = tempDir("mws-restore-files-");
    const backend = await backendOn(dataDir);
    const file = join(backupDir, "good.sqlite");
    try {
      for (let i = 0; i < 5; i++) await backend.store.insert(lead(i));
      await takeSqliteSnapshot(backend.database.sqlite!, file);
      await backend.store.insert(lead(99));
      expect(() => restoreSqlite(file, dataDir)).toThrow(/is in use: stop the server/);
    } finally {
      await backend.stop();
    }

    // An unfinished backup, whatever is in it.
    copyFileSync(file, partialPath(join(backupDir, "x.sqlite")));
    expect(() => restoreSqlite(partialPath(join(backupDir, "x.sqlite")), dataDir)).toThrow(/never finished/);
    // A cut-off copy, an empty database, not a database at all.
    const cut = join(backupDir, "cut.sqlite");
    copyFileSync(file, cut);
    truncateSync(cut, 8192);
    expect(() => restoreSqlite(cut, dataDir)).toThrow(/integrity check|not a readable|malformed|no leads table/);
    const empty = join(backupDir, "empty.sqlite");
    new DatabaseSync(empty).close();
    expect(() => restoreSqlite(empty, dataDir)).toThrow(/not a backup of this site's database/);
    const text = join(backupDir, "notes.sqlite");
    writeFileSync(text, "not a database");
    expect(() => restoreSqlite(text, dataDir)).toThrow();

    // Nothing was touched by the refusals.
    expect(readdirSync(dataDir).filter((name) => name.includes("replaced"))).toEqual([]);
    const result = restoreSqlite(file, dataDir);
    expect(result.counts.leads).toBe(5);
    expect(result.replaced && existsSync(result.replaced)).toBe(true);
    expect(checkSqliteFile(result.replaced!).leads).toBe(6);
    expect(existsSync(join(dataDir, `${SQLITE_FILE}-wal`))).toBe(false);

    const restored = await backendOn(dataDir);
    try {
      expect((await restored.store.list({ limit: 100 })).length).toBe(5);
    } finally {
      await restored.stop();
    }
  });
});

describe("unfinished backups in BACKUP_DIR", () => {
  it("are deleted when the schedule starts, once nobody can still be writing them (an hour old)", async () => {
    const { removeUnfinished, backupFileName } = await import("../../server/backup/files");
    const { utimesSync } = await import("node:fs");
    const dir = tempDir("mws-unfinished-");
    const name = backupFileName(new Date("2026-11-27T03:00:00.000Z"), "sqlite");
    const old = join(dir, `${name}.partial`);
    const fresh = join(dir, `${backupFileName(new Date("2026-11-27T04:00:00.000Z"), "sqlite")}.partial`);
    const kept = join(dir, name);
    for (const file of [old, `${old}-journal`, fresh, kept]) writeFileSync(file, "x");
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    for (const file of [old, `${old}-journal`]) utimesSync(file, twoHoursAgo, twoHoursAgo);
    expect(removeUnfinished(dir).sort()).toEqual([`${name}.partial`, `${name}.partial-journal`]);
    expect(readdirSync(dir).sort()).toEqual([name, `${backupFileName(new Date("2026-11-27T04:00:00.000Z"), "sqlite")}.partial`].sort());
  });
});
