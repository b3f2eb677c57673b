import { sql, type CreateTableBuilder, type Kysely } from "kysely";

/**
 * The outbox columns every table of things to send carries (server/outbox/table.ts drives them):
 * status (queued → sent | failed, or skipped when no longer needed), attempts, when the next attempt
 * is due, the lease, the last error and when it was sent. For migrations written from 0007 on; the
 * earlier ones spell the columns out and, having shipped, stay as they are. Use with `$call`:
 * `db.schema.createTable("x").addColumn(…).$call(outboxColumns("x", timestamp))`.
 */
export function outboxColumns(name: string, timestamp: "timestamptz" | "text") {
  return <Table extends string, Columns extends string>(table: CreateTableBuilder<Table, Columns>) =>
    table
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("next_attempt_at", timestamp)
      .addColumn("locked_until", timestamp)
      .addColumn("last_error", "text")
      .addColumn("sent_at", timestamp)
      .addCheckConstraint(`${name}_status_check`, sql`status in ('queued', 'sent', 'failed', 'skipped')`);
}

/** The index every poll uses: which rows are queued and due. */
export async function createOutboxIndex(db: Kysely<unknown>, table: string): Promise<void> {
  await db.schema.createIndex(`${table}_outbox_idx`).on(table).columns(["status", "next_attempt_at"]).execute();
}
