/**
 * A SQLite backup is SQLite's own online backup (`backup()` of node:sqlite), never a file copy: a copy
 * of a database in WAL mode taken while it is written can miss committed pages still in the -wal file,
 * or catch a page half-written. The copy is written under a temporary name, then opened and checked
 * (`PRAGMA integrity_check`, the main tables counted), turned into a self-contained file (rollback
 * journal, no -wal/-shm beside it), synced, and only then renamed to its final name: a file under a
 * final name is always a complete, checked backup.
 */
import { chmodSync, closeSync, fsyncSync, openSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";

/** The tables a backup must hold, counted when it is checked (and printed, so a restore can be judged). */
export const MAIN_TABLES = ["leads", "bookings", "users"] as const;

export type TableCounts = Record<(typeof MAIN_TABLES)[number], number>;

/** The name a backup has while it is written: never one `restore` accepts. */
export const PARTIAL_SUFFIX = ".partial";
export const partialPath = (finalPath: string) => `${finalPath}${PARTIAL_SUFFIX}`;
export const isPartialName = (path: string) => /\.partial(-journal|-wal|-shm)?$/.test(path);

/** A rate no database here reaches: the whole copy in one step. */
export const ALL_PAGES = 2_147_483_647;

export interface SnapshotResult {
  path: string;
  sizeBytes: number;
  counts: TableCounts;
}

export interface SnapshotOptions {
  /**
   * Pages copied per step (SQLite's `rate`); between steps the connection is free for other statements.
   * `ALL_PAGES` = all at once (one read transaction: in WAL mode it blocks no writer of another connection).
   */
  rate?: number;
  progress?: (copied: number, total: number) => void;
}

/** fsync a file or folder, so a rename that follows is durable with what it names. */
export function syncToDisk(path: string): void {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Opens a database file and checks it is a whole backup of this site's database: SQLite's integrity
 * check passes and the main tables can be read. Throws with the reason otherwise. `writable` lets the
 * check also switch the file to a rollback journal (only for the snapshot's own temporary file).
 */
export function checkSqliteFile(path: string, { writable = false }: { writable?: boolean } = {}): TableCounts {
  let database: DatabaseSync;
  try {
    database = new DatabaseSync(path, { readOnly: !writable, timeout: 0 });
  } catch (error) {
    throw new Error(`${path} cannot be opened as a SQLite database: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  try {
    if (writable) database.exec("PRAGMA journal_mode = DELETE");
    const rows = database.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[];
    const verdict = rows.map((row) => row.integrity_check).join("; ");
    if (verdict !== "ok") throw new Error(`${path} failed SQLite's integrity check: ${verdict.slice(0, 500)}`);
    const counts = {} as TableCounts;
    for (const table of MAIN_TABLES) {
      try {
        counts[table] = Number((database.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n);
      } catch {
        throw new Error(`${path} is not a backup of this site's database (it has no ${table} table)`);
      }
    }
    return counts;
  } catch (error) {
    if (error instanceof Error && error.message.startsWith(path)) throw error;
    throw new Error(`${path} is not a readable SQLite database: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  } finally {
    database.close();
  }
}

/** How many times a backup whose first step found the source in a write is started again, and the pause before each. */
const FIRST_STEP_ATTEMPTS = 10;
const FIRST_STEP_PAUSE_MS = 50;

/**
 * node:sqlite's `backup()` rejects when its first step finds the source connection inside a write transaction
 * (SQLite answers SQLITE_LOCKED before it has counted the pages, so Node takes the step for the last one and
 * reports the destination's error code, 0, "not an error"). On the server's own connection that happens whenever
 * a lead is being written at that moment. Nothing has been copied yet: the backup can simply start again.
 */
function isFirstStepRefused(error: unknown): boolean {
  const { code, errcode } = (error ?? {}) as { code?: unknown; errcode?: unknown };
  return code === "ERR_SQLITE_ERROR" && errcode === 0;
}

/** Writes a checked backup of `source` (an open connection) to `finalPath`; see the module comment. */
export async function takeSqliteSnapshot(source: DatabaseSync, finalPath: string, options: SnapshotOptions = {}): Promise<SnapshotResult> {
  const temporary = partialPath(finalPath);
  const removeLeftovers = () => {
    for (const leftover of [temporary, `${temporary}-journal`, `${temporary}-wal`, `${temporary}-shm`]) rmSync(leftover, { force: true });
  };
  // A temporary file left by a backup that was killed is stale: start over.
  removeLeftovers();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await backup(source, temporary, {
          rate: options.rate ?? 100,
          progress: ({ totalPages, remainingPages }) => options.progress?.(totalPages - remainingPages, totalPages),
        });
        break;
      } catch (error) {
        if (!isFirstStepRefused(error) || attempt === FIRST_STEP_ATTEMPTS) throw error;
        removeLeftovers();
        await sleep(FIRST_STEP_PAUSE_MS * attempt);
      }
    }
    // Every lead and account is in it: readable by the server's user only.
    chmodSync(temporary, 0o600);
    const counts = checkSqliteFile(temporary, { writable: true });
    syncToDisk(temporary);
    renameSync(temporary, finalPath);
    syncToDisk(dirname(finalPath));
    return { path: finalPath, sizeBytes: statSync(finalPath).size, counts };
  } catch (error) {
    removeLeftovers();
    throw error;
  }
}
