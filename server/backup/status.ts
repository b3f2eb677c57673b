/** What the workspace's account page shows owners about backups. */
import type { BackupConfig } from "../config";
import { staleBackup } from "./stale";
import type { BackupRecord, BackupStore } from "./store";

export interface BackupStatus {
  /** `BACKUP_INTERVAL_HOURS=0`: the server takes none (the shell command still can). */
  scheduleOff: boolean;
  intervalHours: number;
  last: BackupRecord | null;
  /** Older than two intervals: the alarm has been raised. */
  stale: boolean;
  /** The last scheduled backup's error, while it has not succeeded since. */
  lastError: string | null;
}

export interface BackupService {
  status(now?: Date): Promise<BackupStatus>;
}

export function createBackupService(store: BackupStore, config: Pick<BackupConfig, "intervalHours">): BackupService {
  return {
    async status(now = new Date()) {
      const [schedule, last] = await Promise.all([store.schedule(now), store.last()]);
      const verdict = staleBackup({ lastBackupAt: last?.takenAt ?? null, expectedSince: schedule.expectedSince, intervalHours: config.intervalHours, now });
      return { scheduleOff: config.intervalHours <= 0, intervalHours: config.intervalHours, last: last ?? null, stale: verdict.stale, lastError: schedule.lastError };
    },
  };
}
