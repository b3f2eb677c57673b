import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Presents Node's built-in SQLite (`node:sqlite`) as the database Kysely's `SqliteDialect` drives.
 * The built-in module needs no native addon compiled against the running Node. The two differences
 * from the better-sqlite3 API Kysely was written for: parameters are spread arguments, and whether
 * a statement returns rows (SELECT, or any statement with RETURNING) comes from its result columns.
 */
export function kyselySqliteDatabase(database: DatabaseSync): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare(sql): SqliteStatement {
      const statement = database.prepare(sql);
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
