import { sql, type Kysely, type Migration } from "kysely";

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
          .addColumn("status", "text", (col) => col.notNull())
          .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
          .addColumn("next_attempt_at", timestamp)
          .addColumn("locked_until", timestamp)
          .addColumn("last_error", "text")
          .addColumn("sent_at", timestamp)
          .addCheckConstraint("alerts_status_check", sql`status in ('queued', 'sent', 'failed', 'skipped')`)
          .addCheckConstraint("alerts_kind_check", sql`kind in ('receipt', 'webhook', 'escalation', 'escalation_webhook')`)
          .execute();
        await db.schema.createIndex("alerts_outbox_idx").on("alerts").columns(["status", "next_attempt_at"]).execute();
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
