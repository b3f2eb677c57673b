/**
 * Restoring a SQLite backup into a `DATA_DIR` whose server is stopped. The backup is checked first; the
 * database in place must not be in use: leaving WAL mode needs the only connection, so a running server
 * (or any open connection) makes that fail with "database is locked" and the restore refuses. Leaving WAL
 * mode also folds the -wal file into the database and removes -wal/-shm, so the replaced file, kept
 * beside as `leads.sqlite.replaced-<time>`, is whole, and no stale -wal can be replayed onto the restored one.
 */
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { SQLITE_FILE } from "../db/connect";
import { checkSqliteFile, isPartialName, syncToDisk, type TableCounts } from "./sqlite-snapshot";

export interface RestoreResult {
  database: string;
  /** Where the database that was there is kept (undefined: there was none). */
  replaced?: string;
  counts: TableCounts;
}

/** Throws unless nothing has the database open; leaves it a single self-contained file. */
function closeOutWal(file: string): void {
  const database = new DatabaseSync(file, { timeout: 0 });
  try {
    database.exec("PRAGMA journal_mode = DELETE");
  } catch (error) {
    const busy = error instanceof Error && /locked|busy/i.test(error.message);
    throw new Error(
      busy
        ? `The database ${file} is in use: stop the server (and any other process using DATA_DIR) before restoring.`
        : `The database ${file} could not be prepared for the restore: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  } finally {
    database.close();
  }
}

export function restoreSqlite(backupFile: string, dataDir: string, now = new Date()): RestoreResult {
  if (isPartialName(backupFile)) throw new Error(`${backupFile} is a backup that never finished (its temporary name ends in .partial): it cannot be restored.`);
  if (!existsSync(backupFile)) throw new Error(`${backupFile} does not exist.`);
  const counts = checkSqliteFile(backupFile);
  const database = join(dataDir, SQLITE_FILE);
  const incoming = `${database}.restoring`;
  let replaced: string | undefined;
  if (existsSync(database)) closeOutWal(database);
  mkdirSync(dataDir, { recursive: true });
  rmSync(incoming, { force: true });
  copyFileSync(backupFile, incoming);
  syncToDisk(incoming);
  if (existsSync(database)) {
    replaced = `${database}.replaced-${now.toISOString().replace(/[:.]/g, "-")}`;
    renameSync(database, replaced);
  }
  // Whatever -wal/-shm is still there belongs to the replaced database: keep it with it, never beside the restored one.
  for (const suffix of ["-wal", "-shm", "-journal"]) {
    if (!existsSync(database + suffix)) continue;
    if (replaced) renameSync(database + suffix, replaced + suffix);
    else rmSync(database + suffix, { force: true });
  }
  renameSync(incoming, database);
  syncToDisk(dataDir);
  return { database, replaced, counts };
}
