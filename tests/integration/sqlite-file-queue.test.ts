import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/connect";

/**
 * Two handles on one SQLite file in one process (two backends in a test process; an in-process task with
 * a connection of its own): while one holds a write transaction across an `await`, the other's queries wait
 * as promises. node:sqlite's busy wait is synchronous, so without the per-file queue the second write
 * blocked the event loop the first needed to commit, for the whole 5 s timeout, and then failed.
 */
describe("SQLite: two connections of one process on one file", () => {
  const dirs: string[] = [];
  const handles: DatabaseHandle[] = [];
  afterEach(async () => {
    for (const handle of handles.splice(0)) await handle.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  async function twoHandles() {
    const dataDir = mkdtempSync(join(tmpdir(), "mws-queue-"));
    dirs.push(dataDir);
    const quiet = { log: () => {}, error: () => {} };
    const first = await openDatabase({ dataDir, log: quiet });
    handles.push(first);
    const second = await openDatabase({ dataDir, log: quiet });
    handles.push(second);
    return { first: first.db, second: second.db };
  }

  it("a write waits for the other's open transaction without blocking the event loop, then commits", async () => {
    const { first, second } = await twoHandles();
    const order: string[] = [];
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    const started = performance.now();
    try {
      let transactionOpen!: () => void;
      const opened = new Promise<void>((resolveOpened) => (transactionOpen = resolveOpened));
      const holder = first.transaction().execute(async (trx) => {
        await trx.insertInto("receipt_guards").values({ address_hash: "first", last_receipt_at: new Date().toISOString() }).execute();
        transactionOpen();
        // Work of the transaction's own that awaits (a timer here; a mail composed, a row fetched).
        await new Promise((resolveLater) => setTimeout(resolveLater, 200));
        order.push("first committed");
      });
      await opened;
      const writer = second
        .insertInto("receipt_guards")
        .values({ address_hash: "second", last_receipt_at: new Date().toISOString() })
        .execute()
        .then(() => order.push("second written"));
      await Promise.all([holder, writer]);
    } finally {
      clearInterval(ticker);
    }
    expect(order).toEqual(["first committed", "second written"]);
    // The loop kept turning while the second write waited (a blocked loop runs no timer for seconds).
    expect(ticks).toBeGreaterThan(10);
    expect(performance.now() - started).toBeLessThan(4_000);
    const keys = await second.selectFrom("receipt_guards").select("address_hash").orderBy("address_hash").execute();
    expect(keys.map((row) => row.address_hash)).toEqual(["first", "second"]);
  });

  it("a transaction that fails hands the file on: the other's write still goes through", async () => {
    const { first, second } = await twoHandles();
    await expect(
      first.transaction().execute(async (trx) => {
        await trx.insertInto("receipt_guards").values({ address_hash: "rolled back", last_receipt_at: new Date().toISOString() }).execute();
        throw new Error("the transaction's work failed");
      }),
    ).rejects.toThrow("the transaction's work failed");
    await second.insertInto("receipt_guards").values({ address_hash: "after", last_receipt_at: new Date().toISOString() }).execute();
    const keys = await first.selectFrom("receipt_guards").select("address_hash").execute();
    expect(keys.map((row) => row.address_hash)).toEqual(["after"]);
  });
});
