import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { startBackend, type Backend } from "../../../server/backend";
import { BackupStore } from "../../../server/backup/store";
import { BackupScheduler } from "../../../server/backup/scheduler";
import { backupAlarmPlan, BACKUP_SKIP_REASONS } from "../../../server/backup/alarm";
import { takeBackup } from "../../../server/backup/take";
import { createBackupService } from "../../../server/backup/status";
import { isBackupName } from "../../../server/backup/files";
import type { StorageTarget } from "./outbox-suite";

const HOUR = 3_600_000;
const quiet = { log: () => {}, warn: () => {}, error: () => {} };

/** The backup schedule, its retention, its lease and the stale-backup alarm, against one database (SQLite or PostgreSQL). */
export function defineBackupsSuite(target: StorageTarget): void {
  let backend: Backend;
  let dir: string;
  let now: Date;
  let failWith: string | null;
  const logs: string[] = [];

  beforeEach(async () => {
    await target.reset();
    dir = mkdtempSync(join(tmpdir(), "mws-backups-"));
    now = new Date("2026-11-02T12:00:00.000Z");
    failWith = null;
    logs.length = 0;
    backend = await startBackend({ ...target.config(), smtpUrl: undefined, mailFrom: "site@example.com", contactTo: "owner@example.com", rateLimit: null }, { log: quiet });
  });

  afterEach(async () => {
    await backend.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const storeOf = () => new BackupStore(backend.database.db, backend.database.dialect);
  const scheduler = (store: BackupStore, keep = 14) =>
    new BackupScheduler({
      store,
      config: { intervalHours: 24, dir, keep },
      take: () =>
        failWith
          ? Promise.reject(new Error(failWith))
          : takeBackup({ database: backend.database, databaseUrl: target.config().databaseUrl, store, dir, trigger: "schedule", now: () => now }),
      alarmChannels: ["mail", "webhook"],
      onAlarm: (what) => logs.push(`alarm: ${what}`),
      log: { log: (line: string) => logs.push(line), error: (line: string) => logs.push(`ERROR ${line}`) },
      clock: () => now,
    });
  const files = () => readdirSync(dir).filter(isBackupName).sort();
  const later = (hours: number) => (now = new Date(now.getTime() + hours * HOUR));

  it("takes one backup per interval, with one instance of two taking each, and keeps the newest BACKUP_KEEP", async () => {
    const store = storeOf();
    const [a, b] = [scheduler(store, 2), scheduler(store, 2)];
    await Promise.all([a.tick(), b.tick()]);
    expect(files(), logs.join("\n")).toHaveLength(1);
    expect((await store.last())?.takenAt).toBe(now.toISOString());

    later(1);
    await Promise.all([a.tick(), b.tick()]);
    expect(files()).toHaveLength(1);

    later(24);
    await Promise.all([a.tick(), b.tick()]);
    later(24);
    await Promise.all([a.tick(), b.tick()]);
    // Three taken, the oldest deleted.
    expect(files()).toHaveLength(2);
    expect(files()[1]).toContain(now.toISOString().slice(0, 13).replace(":", "-"));
    const status = await createBackupService(store, { intervalHours: 24 }).status(now);
    expect(status.last?.file).toBe(join(dir, files()[1]!));
    expect(status.stale).toBe(false);
  });

  it("raises the stale-backup alarm once per stale period, on mail and webhook, and drops it once a backup is taken", async () => {
    const store = storeOf();
    const instance = scheduler(store);
    failWith = "No space left on device";
    await instance.tick();
    expect(await store.last()).toBeUndefined();
    expect(logs).toContain("ERROR Backup failed: No space left on device");

    later(47);
    await instance.tick();
    expect(await store.listAlarms()).toHaveLength(0);

    later(2);
    for (let i = 0; i < 3; i++) await instance.tick();
    // A failing backup is retried an hour later, not on every tick.
    expect(logs.filter((line) => line.startsWith("ERROR Backup failed"))).toHaveLength(3);
    later(24);
    await instance.tick();
    const alarms = await store.listAlarms();
    expect(alarms.map((row) => row.channel).sort()).toEqual(["mail", "webhook"]);
    expect(logs.filter((line) => line.startsWith("alarm:"))).toHaveLength(1);
    const status = await createBackupService(store, { intervalHours: 24 }).status(now);
    expect(status).toMatchObject({ stale: true, last: null, lastError: "No space left on device" });

    // Through the outbox like the overdue alarm: an email to CONTACT_TO.
    const plan = backupAlarmPlan(store, { from: "site@example.com", contactTo: "owner@example.com", siteUrl: "https://www.example.com", autoReply: false, webhook: { url: "https://hooks.example.com/x", secret: "k" }, intervalHours: 24 });
    const rows = await plan.table.claimDue({ limit: 10, leaseMs: 60_000, only: plan.claimOnly!(new Set(["mail", "webhook"])) });
    expect(rows).toHaveLength(2);
    const composed = await Promise.all(rows.map((row) => plan.compose(row)));
    expect(composed).toContainEqual(expect.objectContaining({ to: "owner@example.com", subject: expect.stringMatching(/^Backups are overdue/) }));
    expect(composed).toContainEqual({ webhook: expect.objectContaining({ url: "https://hooks.example.com/x", body: expect.stringContaining('"type":"backup"') }) });

    // The next backup succeeds: an alarm still waiting has nothing to say any more.
    failWith = null;
    later(1);
    await instance.tick();
    expect(await store.last()).toBeDefined();
    expect(await Promise.all(rows.map((row) => plan.compose(row)))).toEqual([{ nothingToSend: BACKUP_SKIP_REASONS.recovered }, { nothingToSend: BACKUP_SKIP_REASONS.recovered }]);
    expect((await createBackupService(store, { intervalHours: 24 }).status(now)).stale).toBe(false);

    // Stale again later: a new period, a new alarm.
    failWith = "pg_dump failed";
    later(49);
    await instance.tick();
    await instance.tick();
    expect(await store.listAlarms()).toHaveLength(4);
  });

  it("with BACKUP_INTERVAL_HOURS=0 takes none and never raises the alarm", async () => {
    const store = storeOf();
    const off = new BackupScheduler({ store, config: { intervalHours: 0, dir, keep: 14 }, take: () => Promise.reject(new Error("not called")), alarmChannels: ["mail"], onAlarm: () => {}, log: quiet, clock: () => now });
    off.start();
    later(1000);
    await off.tick();
    await off.stop();
    expect(files()).toEqual([]);
    expect(await store.listAlarms()).toEqual([]);
  });
}
