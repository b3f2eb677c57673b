/**
 * The backup tables: completed backups (what the workspace shows), the schedule's one row (its lease, so
 * one instance of several takes the scheduled backup, and since when backups are expected) and the
 * stale-backup alarms as outbox rows.
 */
import type { Kysely } from "kysely";
import type { Dialect } from "../db/migrations";
import { OutboxTable } from "../outbox/table";
import type { BackupAlarmTable, Database } from "../db/schema";
import type { Selectable } from "kysely";
import { randomUUID } from "node:crypto";
import { iso } from "../db/timestamps";

export interface BackupRecord {
  takenAt: string;
  file: string;
  sizeBytes: number;
  trigger: "schedule" | "shell";
}

export type BackupAlarmRow = Selectable<BackupAlarmTable>;

export class BackupStore {
  readonly alarms: OutboxTable<BackupAlarmRow>;

  constructor(
    readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {
    this.alarms = new OutboxTable<BackupAlarmRow>(db, dialect, "backup_alarms");
  }

  async record(backup: BackupRecord): Promise<void> {
    await this.db
      .insertInto("backups")
      .values({ id: randomUUID(), taken_at: backup.takenAt, file: backup.file, size_bytes: backup.sizeBytes, trigger: backup.trigger })
      .execute();
  }

  async last(): Promise<BackupRecord | undefined> {
    const row = await this.db.selectFrom("backups").selectAll().orderBy("taken_at", "desc").limit(1).executeTakeFirst();
    return row && { takenAt: iso(row.taken_at), file: row.file, sizeBytes: Number(row.size_bytes), trigger: row.trigger };
  }

  /** The schedule's row, created the first time (backups are expected from then on). */
  async schedule(now: Date): Promise<{ expectedSince: string; lastError: string | null; failedAt: string | null }> {
    await this.db.insertInto("backup_schedule").values({ id: 1, expected_since: now.toISOString() }).onConflict((oc) => oc.column("id").doNothing()).execute();
    const row = await this.db.selectFrom("backup_schedule").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
    return { expectedSince: iso(row.expected_since), lastError: row.last_error, failedAt: row.failed_at === null ? null : iso(row.failed_at) };
  }

  /** The lease for one scheduled backup: true for the one instance that got it. */
  async claim(now: Date, leaseMs: number): Promise<boolean> {
    const at = now.toISOString();
    const result = await this.db
      .updateTable("backup_schedule")
      .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString() })
      .where("id", "=", 1)
      .where((w) => w.or([w("locked_until", "is", null), w("locked_until", "<=", at)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async finish(outcome: { error: string | null }, now: Date): Promise<void> {
    await this.db
      .updateTable("backup_schedule")
      .set(outcome.error === null ? { locked_until: null, last_error: null, failed_at: null } : { locked_until: null, last_error: outcome.error.slice(0, 1000), failed_at: now.toISOString() })
      .where("id", "=", 1)
      .execute();
  }

  /**
   * Queues the stale-backup alarm on each channel, once per stale period: the row's id names the backup
   * that grew too old, so every later tick (of any instance) finds it there and adds nothing.
   */
  async raiseStaleAlarm(periodKey: string, lastBackupAt: string | null, channels: readonly ("mail" | "webhook")[], now: Date): Promise<number> {
    let added = 0;
    for (const channel of channels) {
      const result = await this.db
        .insertInto("backup_alarms")
        .values({
          id: `stale-${channel}-${periodKey}`,
          created_at: now.toISOString(),
          channel,
          last_backup_at: lastBackupAt,
          status: "queued",
          attempts: 0,
          next_attempt_at: now.toISOString(),
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .executeTakeFirst();
      added += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return added;
  }

  async markSkipped(id: string, reason: string): Promise<void> {
    await this.db
      .updateTable("backup_alarms")
      .set({ status: "skipped", last_error: reason.slice(0, 500), locked_until: null, next_attempt_at: null })
      .where("id", "=", id)
      .where("status", "=", "queued")
      .execute();
  }

  async listAlarms(): Promise<BackupAlarmRow[]> {
    return this.db.selectFrom("backup_alarms").selectAll().orderBy("created_at").execute();
  }
}
