/**
 * Backup files in `BACKUP_DIR`: their names (the time they were taken, so names sort by age) and the
 * retention that keeps the newest `BACKUP_KEEP`. Files that do not carry a backup's name (an operator's
 * own copy, a temporary file being written) are never touched by retention.
 */
import { readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Dialect } from "../db/migrations";
import { PARTIAL_SUFFIX } from "./sqlite-snapshot";

const EXTENSIONS: Record<Dialect, string> = { sqlite: "sqlite", postgres: "dump" };
const BACKUP_NAME = /^leads-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.(sqlite|dump)$/;

/** `leads-2026-11-27T19-40-00-000Z.sqlite` (a PostgreSQL dump ends in `.dump`). */
export function backupFileName(takenAt: Date, dialect: Dialect): string {
  return `leads-${takenAt.toISOString().replace(/[:.]/g, "-")}.${EXTENSIONS[dialect]}`;
}

export const isBackupName = (name: string) => BACKUP_NAME.test(name);

/** The names to delete so that only the newest `keep` backups stay (pure: the schedule's rule, tested alone). */
export function backupsBeyondKeep(names: readonly string[], keep: number): string[] {
  const backups = names.filter(isBackupName).sort();
  return backups.slice(0, Math.max(0, backups.length - keep));
}

/** Deletes the backups beyond the newest `keep` in `dir`; returns what it deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const doomed = backupsBeyondKeep(readdirSync(dir), keep);
  for (const name of doomed) rmSync(join(dir, name), { force: true });
  return doomed;
}

/**
 * Temporary files of backups that never finished (the process was killed), deleted when the schedule starts.
 * Only those untouched for `olderThanMs` (an hour, the schedule's lease): another process may be writing a newer one.
 */
export function removeUnfinished(dir: string, now = Date.now(), olderThanMs = 60 * 60_000): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const unfinished = names.filter((name) => {
    if (!name.startsWith("leads-") || !name.includes(PARTIAL_SUFFIX)) return false;
    try {
      return now - statSync(join(dir, name)).mtimeMs > olderThanMs;
    } catch {
      return false;
    }
  });
  for (const name of unfinished) rmSync(join(dir, name), { force: true });
  return unfinished;
}
