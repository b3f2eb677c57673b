import { sql, type Kysely, type Migration } from "kysely";
import { createOutboxIndex, outboxColumns } from "./outbox-columns";

/**
 * The follow-ups of a clean lead or booking (server/alerts/): the visitor's receipt, the webhook and the
 * overdue alarm, as outbox rows; and the guard that keeps receipts to one per address per 24 hours.
 */
export function alertsMigrations(timestamp: "timestamptz" | "text"): Record<string, Migration> {
  return {
    "0009_create_alerts": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("alerts")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("created_at", timestamp, (col) => col.notNull())
          .addColumn("lead_id", "text")
          .addColumn("booking_id", "text")
          .addColumn("kind", "text", (col) => col.notNull())
          .addColumn("skip_reason", "text")
          .addCheckConstraint("alerts_kind_check", sql`kind in ('receipt', 'webhook', 'escalation', 'escalation_webhook')`)
          .$call(outboxColumns("alerts", timestamp))
          .execute();
        await createOutboxIndex(db, "alerts");
        await db.schema.createIndex("alerts_lead_idx").on("alerts").column("lead_id").execute();
        await db.schema.createIndex("alerts_booking_idx").on("alerts").column("booking_id").execute();
        await db.schema
          .createTable("receipt_guards")
          .addColumn("address_hash", "text", (col) => col.primaryKey())
          .addColumn("last_receipt_at", timestamp, (col) => col.notNull())
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable("receipt_guards").execute();
        await db.schema.dropTable("alerts").execute();
      },
    },
  };
}
