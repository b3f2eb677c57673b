import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { Database } from "./schema";
import { migrationProvider, type Dialect } from "./migrations";
import { kyselySqliteDatabase } from "./node-sqlite";
import { SqliteFileDialect } from "./sqlite-file-queue";
import { logger } from "../log";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, for log lines (never includes a password). */
  description: string;
  /** SQLite: the connection itself, for the online backup (server/backup/), which must copy through it. */
  sqlite?: DatabaseSync;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…`; unset = SQLite. */
  databaseUrl?: string;
  /** Folder of the SQLite file. */
  dataDir: string;
  /** Where migration notes go (the leads CLI keeps stdout for data). */
  log?: Pick<Console, "log" | "error">;
}

export const SQLITE_FILE = "leads.sqlite";

function openSqlite(dataDir: string): DatabaseHandle {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SQLITE_FILE);
  // Waits up to 5 s for another connection's write lock instead of failing at once.
  const database = new DatabaseSync(file, { timeout: 5000 });
  // WAL lets readers (the leads CLI, health checks) run beside the writer; FULL sync because a
  // committed lead must survive a power cut, and leads are few.
  database.exec("PRAGMA journal_mode = WAL");
  database.exec("PRAGMA synchronous = FULL");
  const db = new Kysely<Database>({ dialect: new SqliteFileDialect({ database: kyselySqliteDatabase(database) }, file) });
  return { db, dialect: "sqlite", description: `SQLite ${file}`, sqlite: database, close: () => db.destroy() };
}

function openPostgres(databaseUrl: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its server emits "error"; without a listener that would crash the process.
  pool.on("error", (error) => logger.error(`PostgreSQL pool error: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const url = new URL(databaseUrl);
  return {
    db,
    dialect: "postgres",
    description: `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`,
    close: () => db.destroy(),
  };
}

/** Opens the lead database and brings its schema up to date before anything else touches it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.dataDir);
  const log = options.log ?? console;
  try {
    const migrator = new Migrator({ db: handle.db, provider: migrationProvider(handle.dialect) });
    const { error, results } = await migrator.migrateToLatest();
    for (const result of results ?? []) {
      if (result.status === "Error") log.error(`Migration ${result.migrationName} failed`);
      else if (result.status === "Success") log.log(`Migration ${result.migrationName} applied`);
    }
    if (error) throw error;
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** True when the database answers a trivial query. */
export async function pingDatabase(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
