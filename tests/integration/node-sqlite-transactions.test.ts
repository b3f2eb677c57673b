import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { Kysely, SqliteDialect, sql } from "kysely";
import { kyselySqliteDatabase } from "../../server/db/node-sqlite";

/**
 * Another process writing to the database (the admin command recording a backup or an invitation)
 * between a transaction's first read and its write must not fail the transaction: it waits.
 */
describe("SQLite transactions beside another writer", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("a transaction that read before another connection committed still writes", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mws-tx-"));
    dirs.push(dir);
    const file = join(dir, "t.sqlite");
    const connection = new DatabaseSync(file, { timeout: 5000 });
    connection.exec("PRAGMA journal_mode = WAL; create table t (x integer)");
    const db = new Kysely<{ t: { x: number } }>({ dialect: new SqliteDialect({ database: kyselySqliteDatabase(connection) }) });
    const other = new DatabaseSync(file, { timeout: 0 });
    let otherWrite = "";
    await db.transaction().execute(async (trx) => {
      await sql`select count(*) from t`.execute(trx);
      // The other process's write: with the write lock already held it is the one that waits (here: refused at once).
      try {
        other.exec("insert into t values (1)");
        otherWrite = "committed";
      } catch (error) {
        otherWrite = (error as Error).message;
      }
      await trx.insertInto("t").values({ x: 2 }).execute();
    });
    expect(otherWrite).toMatch(/locked|busy/);
    expect((await db.selectFrom("t").select("x").execute()).map((row) => row.x)).toEqual([2]);
    other.close();
    await db.destroy();
  });
});
