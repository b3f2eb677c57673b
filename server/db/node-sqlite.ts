import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Presents Node's built-in SQLite (`node:sqlite`) as the database Kysely's `SqliteDialect` drives.
 * The built-in module needs no native addon compiled against the running Node. The two differences
 * from the better-sqlite3 API Kysely was written for: parameters are spread arguments, and whether
 * a statement returns rows (SELECT, or any statement with RETURNING) comes from its result columns.
 */
/** What Kysely's SQLite driver sends to open a transaction: a deferred one, which starts as a reader. */
const BEGIN = "begin";
/**
 * Every transaction here writes, so it takes the write lock when it begins. A deferred transaction
 * that read first and then writes after another process committed (`npm run admin -- backup` records
 * its backup, `invite` its invitation, a migration its lock) fails at once with "database is locked":
 * SQLite cannot upgrade a stale read snapshot, and the busy timeout does not apply. An immediate one
 * waits for the lock like any other write (the connection's 5 s timeout).
 */
const BEGIN_WRITE = "begin immediate";

export function kyselySqliteDatabase(database: DatabaseSync): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare(sql): SqliteStatement {
      const statement = database.prepare(sql === BEGIN ? BEGIN_WRITE : sql);
      const parameters = (values: ReadonlyArray<unknown>) => values as SQLInputValue[];
      return {
        reader: statement.columns().length > 0,
        all: (values) => statement.all(...parameters(values)),
        run: (values) => statement.run(...parameters(values)),
        iterate: (values) => statement.iterate(...parameters(values)),
      };
    },
  };
}
