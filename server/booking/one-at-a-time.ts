import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Dialect } from "../db/migrations";

/** The PostgreSQL advisory lock taken by every transaction that takes a slot: any constant no other code uses. */
const TAKING_A_SLOT_LOCK = 7_302_119;

/**
 * Makes a transaction that is about to take a slot wait for any other doing the same, until that one
 * commits or rolls back. The partial unique index decides a race for one slot, but another booking's
 * buffer or the day's cap spans several: two visitors booking neighbouring slots, or the last two places
 * of a day, would each read the other's slot as free and both commit. Called first in the transaction,
 * before it reads the bookings around the slot.
 *
 * SQLite needs nothing more: the store's one connection runs one transaction at a time (Kysely queues
 * the others until it ends), so reading inside the transaction is enough. PostgreSQL runs transactions
 * side by side on pooled connections: a transaction-scoped advisory lock, released at commit or rollback.
 */
export async function takingSlotsOneAtATime(trx: Kysely<Database>, dialect: Dialect): Promise<void> {
  if (dialect === "postgres") await sql`select pg_advisory_xact_lock(${sql.lit(TAKING_A_SLOT_LOCK)})`.execute(trx);
}
