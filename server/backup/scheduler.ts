/**
 * The server's scheduled backups: every instance ticks; when the last backup is an interval old, the one
 * that takes the schedule's lease writes one into `BACKUP_DIR`, keeps the newest `BACKUP_KEEP` and records
 * it. Each tick also asks whether backups are stale (older than two intervals) and, once per stale period,
 * queues the alarm. The backup copies in steps and yields between them, so requests go on being answered.
 */
import type { BackupConfig } from "../config";
import { pruneBackups, removeUnfinished } from "./files";
import { staleBackup, HOUR_MS, sizeWords } from "./stale";
import type { BackupStore } from "./store";
import type { TakenBackup } from "./take";

export interface BackupSchedulerOptions {
  store: BackupStore;
  config: BackupConfig;
  /** Takes one backup into `config.dir` (takeBackup with the server's connection). */
  take: () => Promise<TakenBackup>;
  /** The channels the stale alarm goes to: mail always (it waits for SMTP like any email), the webhook when set. */
  alarmChannels: readonly ("mail" | "webhook")[];
  /** A stale alarm was queued: kick the outbox. */
  onAlarm: (what: string) => void;
  log: Pick<Console, "log" | "error">;
  /** How often to look (default a minute). */
  tickMs?: number;
  /** How long one instance holds the lease while it backs up (default an hour). */
  leaseMs?: number;
  clock?: () => Date;
}

export class BackupScheduler {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | null = null;
  private readonly clock: () => Date;

  constructor(private readonly options: BackupSchedulerOptions) {
    this.clock = options.clock ?? (() => new Date());
  }

  start(): void {
    if (this.options.config.intervalHours <= 0) {
      this.options.log.log("Scheduled backups are off (BACKUP_INTERVAL_HOURS=0)");
      return;
    }
    for (const name of removeUnfinished(this.options.config.dir)) this.options.log.log(`Removed ${name}: a backup that never finished`);
    this.options.log.log(`Backups every ${this.options.config.intervalHours} h into ${this.options.config.dir} (keeping ${this.options.config.keep})`);
    this.timer = setInterval(() => void this.tick(), this.options.tickMs ?? 60_000);
    this.timer.unref();
    void this.tick();
  }

  /** One look: a backup if one is due and this instance gets the lease, then the stale check. Never throws. */
  tick(): Promise<void> {
    this.running ??= this.run().finally(() => (this.running = null));
    return this.running;
  }

  private async run(): Promise<void> {
    const { store, config, log } = this.options;
    try {
      const now = this.clock();
      const schedule = await store.schedule(now);
      let last = await store.last();
      // After a failure (no pg_dump, a full disk) the next try waits an hour (or the interval, if shorter), not a minute.
      const retryAfterMs = Math.min(HOUR_MS, config.intervalHours * HOUR_MS);
      const failedRecently = schedule.failedAt !== null && now.getTime() - Date.parse(schedule.failedAt) < retryAfterMs;
      const due = (!last || now.getTime() - Date.parse(last.takenAt) >= config.intervalHours * HOUR_MS) && !failedRecently;
      if (due && (await store.claim(now, this.options.leaseMs ?? HOUR_MS))) {
        try {
          const taken = await this.options.take();
          log.log(`Backup written: ${taken.path} (${sizeWords(taken.sizeBytes)})`);
          for (const name of pruneBackups(config.dir, config.keep)) log.log(`Deleted old backup ${name} (BACKUP_KEEP=${config.keep})`);
          await store.finish({ error: null }, this.clock());
          last = await store.last();
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          log.error(`Backup failed: ${message}`);
          await store.finish({ error: message }, this.clock());
        }
      }
      const verdict = staleBackup({ lastBackupAt: last?.takenAt ?? null, expectedSince: schedule.expectedSince, intervalHours: config.intervalHours, now: this.clock() });
      if (verdict.stale) {
        const added = await store.raiseStaleAlarm(verdict.periodKey, last?.takenAt ?? null, this.options.alarmChannels, this.clock());
        if (added > 0) {
          log.error(`Backups are overdue: the last one was ${last ? `taken ${last.takenAt}` : "never taken"}; alarm queued`);
          this.options.onAlarm("Stale-backup alarm");
        }
      }
    } catch (error) {
      log.error(`Backup schedule check failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
