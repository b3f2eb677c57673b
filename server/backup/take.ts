/** One backup of whichever database the site runs on, written, checked, recorded; used by the shell command and the schedule. */
import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import type { DatabaseHandle } from "../db/connect";
import { backupFileName } from "./files";
import { dumpPostgres } from "./postgres-dump";
import { takeSqliteSnapshot, type TableCounts } from "./sqlite-snapshot";
import type { BackupStore } from "./store";

export interface TakenBackup {
  path: string;
  sizeBytes: number;
  takenAt: string;
  /** SQLite only: the main tables' rows in the checked copy. */
  counts?: TableCounts;
}

export interface TakeBackupOptions {
  database: Pick<DatabaseHandle, "dialect" | "sqlite">;
  databaseUrl?: string;
  store: BackupStore;
  /** Folder of named backups (`BACKUP_DIR`), used when `out` is not given. */
  dir: string;
  out?: string;
  trigger: "schedule" | "shell";
  /** SQLite pages per step (see takeSqliteSnapshot). */
  rate?: number;
  progress?: (copied: number, total: number) => void;
  now?: () => Date;
}

export async function takeBackup(options: TakeBackupOptions): Promise<TakenBackup> {
  const now = options.now ?? (() => new Date());
  // The snapshot's moment: it holds everything committed before it began.
  const started = now();
  const path = resolve(options.out ?? join(options.dir, backupFileName(started, options.database.dialect)));
  // A folder the schedule creates is the server user's alone (an existing one keeps its mode).
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  let result: { path: string; sizeBytes: number; counts?: TableCounts };
  if (options.database.dialect === "sqlite") {
    const source: DatabaseSync | undefined = options.database.sqlite;
    if (!source) throw new Error("The SQLite connection is not available for a backup");
    result = await takeSqliteSnapshot(source, path, { rate: options.rate, progress: options.progress });
  } else {
    if (!options.databaseUrl) throw new Error("DATABASE_URL is needed to back up PostgreSQL");
    result = await dumpPostgres(options.databaseUrl, path);
  }
  const takenAt = started.toISOString();
  await options.store.record({ takenAt, file: result.path, sizeBytes: result.sizeBytes, trigger: options.trigger });
  return { ...result, takenAt };
}
