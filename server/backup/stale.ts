/**
 * When the last backup is too old: older than two intervals (one missed backup is a hiccup, two is a
 * problem someone must look at). Before the first backup, the age counts from when backups were first
 * expected (the schedule's row was created). Pure: the server's tick and the tests ask the same function.
 */
export interface StaleVerdict {
  stale: boolean;
  /** Names the stale period: the alarm is raised once per key (a new backup starts a new period). */
  periodKey: string;
}

export const HOUR_MS = 60 * 60_000;

export function staleBackup(input: { lastBackupAt: string | null; expectedSince: string; intervalHours: number; now: Date }): StaleVerdict {
  const from = input.lastBackupAt ?? input.expectedSince;
  const periodKey = (input.lastBackupAt ? `after-${input.lastBackupAt}` : `none-since-${input.expectedSince}`).replace(/[:.]/g, "-");
  if (input.intervalHours <= 0) return { stale: false, periodKey };
  return { stale: input.now.getTime() - Date.parse(from) > 2 * input.intervalHours * HOUR_MS, periodKey };
}

/** "1.2 MB": a backup's size as the workspace and the shell say it. */
export function sizeWords(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}
