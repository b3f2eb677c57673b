import type { DatabaseSync } from "node:sqlite";
import { sql, type Kysely } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { openDatabase } from "../../server/db/connect";
import type { Dialect } from "../../server/db/migrations";
import type { Database } from "../../server/db/schema";
import type { StorageTarget } from "./support/outbox-suite";
import { describeOnPostgres } from "./support/postgres";
import { readSchemaTypes, type ColumnClass, type ColumnShape, type TableShapes } from "./support/schema-types";
import { describeOnSqlite } from "./support/sqlite";

/**
 * `server/db/schema.ts` is written by hand beside the migrations. This migrates an empty database of
 * each kind and holds the tables and columns it ends up with against the types, both ways: a column a
 * migration adds but schema.ts lacks fails here, and so does one schema.ts declares that no migration made.
 */

/** Tables the migrations make that no store reaches through `Database`, each with why. */
const TABLES_WITHOUT_TYPES: Record<string, string> = {
  // Kysely's Migrator keeps its history and lock here; only the Migrator reads them.
  kysely_migration: "Kysely's migration history",
  kysely_migration_lock: "Kysely's migration lock",
  // PostgreSQL only (migration 0003): server/rate-limit/postgres-rate-limiter.ts counts hits with raw SQL,
  // so the table needs no row type; SQLite counts in memory.
  rate_limit_hits: "the shared rate limit's hits (raw SQL)",
};

const quiet = { log: () => {}, error: () => {} };

let declared: TableShapes;
beforeAll(() => {
  declared = readSchemaTypes("server/db/schema.ts", "tsconfig.json");
}, 60_000);

/** SQLite's declared column types, by the affinity rules (sqlite.org/datatype3.html §3.1). */
function sqliteClass(declaredType: string): ColumnClass | undefined {
  const type = declaredType.toUpperCase();
  if (type.includes("INT")) return "number";
  if (/CHAR|CLOB|TEXT/.test(type)) return "text";
  if (/REAL|FLOA|DOUB|NUM|DEC/.test(type)) return "number";
  if (type.includes("BOOL")) return "boolean";
  return undefined;
}

function postgresClass(dataType: string): ColumnClass | undefined {
  if (dataType === "text" || dataType.startsWith("character")) return "text";
  if (/^(smallint|integer|bigint|numeric|real|double precision)$/.test(dataType)) return "number";
  if (dataType.startsWith("timestamp")) return "timestamp";
  if (dataType === "boolean") return "boolean";
  return undefined;
}

interface DatabaseColumn {
  class: ColumnClass | undefined;
  /** The database's own word for the type, for the message. */
  type: string;
  nullable: boolean;
}

function readSqlite(database: DatabaseSync): Map<string, Map<string, DatabaseColumn>> {
  const tables = new Map<string, Map<string, DatabaseColumn>>();
  const names = database.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").all() as { name: string }[];
  for (const { name } of names) {
    const info = database.prepare(`pragma table_info("${name}")`).all() as { name: string; type: string; notnull: number; pk: number }[];
    tables.set(
      name,
      new Map(
        // SQLite lets a primary key that is not an INTEGER hold NULL (a quirk it keeps for old files); the
        // stores always write the key, and PostgreSQL makes the same column NOT NULL, so a key counts as such.
        info.map((column) => [column.name, { class: sqliteClass(column.type), type: column.type, nullable: column.notnull === 0 && column.pk === 0 }]),
      ),
    );
  }
  return tables;
}

async function readPostgres(db: Kysely<Database>): Promise<Map<string, Map<string, DatabaseColumn>>> {
  const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: string; data_type: string }>`
    select c.table_name, c.column_name, c.is_nullable, c.data_type
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'`.execute(db);
  const tables = new Map<string, Map<string, DatabaseColumn>>();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? new Map<string, DatabaseColumn>();
    columns.set(row.column_name, { class: postgresClass(row.data_type), type: row.data_type, nullable: row.is_nullable === "YES" });
    tables.set(row.table_name, columns);
  }
  return tables;
}

/** Every way the database and schema.ts disagree, one line each; [] when they agree. */
function drift(types: TableShapes, database: Map<string, Map<string, DatabaseColumn>>, dialect: Dialect): string[] {
  // SQLite has no timestamp type: the migrations store timestamps as ISO-8601 text there.
  const expectedClass = (shape: ColumnShape): ColumnClass => (dialect === "sqlite" && shape.class === "timestamp" ? "text" : shape.class);
  const found: string[] = [];
  for (const table of database.keys()) {
    if (table in TABLES_WITHOUT_TYPES) continue;
    if (!types.has(table)) found.push(`${table}: a table in the database that Database in schema.ts does not name`);
  }
  for (const [table, shapes] of types) {
    const columns = database.get(table);
    if (!columns) {
      found.push(`${table}: named in Database (schema.ts), but no migration creates it`);
      continue;
    }
    for (const name of columns.keys()) if (!shapes.has(name)) found.push(`${table}.${name}: a column in the database, missing from schema.ts`);
    for (const [name, shape] of shapes) {
      const column = columns.get(name);
      if (!column) {
        found.push(`${table}.${name}: in schema.ts, but no migration adds it`);
        continue;
      }
      if (column.class !== expectedClass(shape)) found.push(`${table}.${name}: ${shape.class} in schema.ts, ${column.type} in the database`);
      if (column.nullable !== shape.nullable) found.push(`${table}.${name}: ${shape.nullable ? "nullable" : "never null"} in schema.ts, ${column.nullable ? "nullable" : "NOT NULL"} in the database`);
    }
  }
  return found;
}

function defineSchemaDriftSuite(target: StorageTarget): void {
  it("the migrated database has exactly the tables and columns schema.ts declares, of the same class and nullability", async () => {
    await target.reset();
    const { dataDir, databaseUrl } = target.config();
    const handle = await openDatabase({ dataDir, databaseUrl, log: quiet });
    try {
      const database = handle.dialect === "sqlite" ? readSqlite(handle.sqlite!) : await readPostgres(handle.db);
      // The reading works at all: the first table is there on both sides.
      expect(declared.get("leads")?.get("created_at")).toEqual({ class: "timestamp", nullable: false });
      expect(database.has("leads")).toBe(true);
      expect(drift(declared, database, handle.dialect)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
}

describeOnSqlite("server/db/schema.ts against the migrations on SQLite", defineSchemaDriftSuite);
describeOnPostgres("server/db/schema.ts against the migrations on PostgreSQL", defineSchemaDriftSuite);
