import { DatabaseSync } from "node:sqlite";
import { Kysely, SqliteDialect, sql, type Generated } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { kyselySqliteDatabase } from "../../server/db/node-sqlite";

interface Tables {
  notes: { id: Generated<number>; body: string };
}

let raw: DatabaseSync;
let db: Kysely<Tables>;

beforeEach(async () => {
  raw = new DatabaseSync(":memory:");
  db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: kyselySqliteDatabase(raw) }) });
  await sql`create table notes (id integer primary key, body text not null)`.execute(db);
});

afterEach(async () => {
  await db.destroy();
});

describe("Kysely on node:sqlite", () => {
  it("reports the rowid and row count of a plain write", async () => {
    const inserted = await db.insertInto("notes").values({ id: 7, body: "a" }).executeTakeFirstOrThrow();
    expect(inserted.insertId).toBe(7n);
    const updated = await db.updateTable("notes").set({ body: "b" }).executeTakeFirstOrThrow();
    expect(updated.numUpdatedRows).toBe(1n);
  });

  it("returns the rows of a write with RETURNING", async () => {
    const row = await db.insertInto("notes").values({ body: "first" }).returningAll().executeTakeFirstOrThrow();
    expect(row).toEqual({ id: 1, body: "first" });
    const claimed = await db.updateTable("notes").set({ body: "claimed" }).where("id", "=", 1).returning("body").execute();
    expect(claimed).toEqual([{ body: "claimed" }]);
  });

  it("binds every parameter and reads rows back", async () => {
    await db.insertInto("notes").values([{ body: "x" }, { body: "y" }, { body: "z" }]).execute();
    const rows = await db.selectFrom("notes").select("body").where("body", "in", ["x", "z"]).orderBy("id").execute();
    expect(rows).toEqual([{ body: "x" }, { body: "z" }]);
  });

  it("streams rows", async () => {
    await db.insertInto("notes").values([{ body: "x" }, { body: "y" }]).execute();
    const bodies: string[] = [];
    for await (const row of db.selectFrom("notes").select("body").orderBy("id").stream()) bodies.push(row.body);
    expect(bodies).toEqual(["x", "y"]);
  });

  it("rolls a failed transaction back and commits a good one", async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto("notes").values({ body: "lost" }).execute();
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    await db.transaction().execute((trx) => trx.insertInto("notes").values({ body: "kept" }).execute());
    expect(await db.selectFrom("notes").select("body").execute()).toEqual([{ body: "kept" }]);
  });

  it("closes the database when Kysely is destroyed", async () => {
    await db.selectFrom("notes").selectAll().execute();
    await db.destroy();
    expect(raw.isOpen).toBe(false);
  });
});
