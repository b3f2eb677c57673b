import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/connect";

// The schema's references (a manage token to its booking, a passkey to its user, …) hold on SQLite only
// while the connection enforces them: node:sqlite turns `foreign_keys` on by default, and this pins it.
let handle: DatabaseHandle | undefined;
let dir = "";

afterEach(async () => {
  await handle?.close();
  handle = undefined;
  rmSync(dir, { recursive: true, force: true });
});

describe("the SQLite lead database", () => {
  it("refuses a row that points at a booking that does not exist", async () => {
    dir = mkdtempSync(join(tmpdir(), "mws-fk-"));
    handle = await openDatabase({ dataDir: dir, log: { log: () => {}, error: () => {} } });
    const { foreign_keys } = (await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(handle.db)).rows[0]!;
    expect(foreign_keys).toBe(1);
    await expect(
      handle.db
        .insertInto("booking_manage_tokens")
        .values({ token_hash: "a".repeat(64), booking_id: "no-such-booking", created_at: new Date().toISOString() })
        .execute(),
    ).rejects.toThrow(/FOREIGN KEY constraint failed/);
  });
});
