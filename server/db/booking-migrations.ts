import { sql, type Kysely, type Migration } from "kysely";

/**
 * Consultation bookings and their outbox. Kept beside migrations.ts so the two features' schema
 * histories stay readable; the names' prefixes order them all.
 */
export function bookingMigrations(timestamp: "timestamptz" | "text"): Record<string, Migration> {
  return {
    "0002_create_bookings": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("bookings")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("created_at", timestamp, (col) => col.notNull())
          .addColumn("slot_start", timestamp, (col) => col.notNull())
          .addColumn("slot_end", timestamp, (col) => col.notNull())
          .addColumn("name", "text", (col) => col.notNull())
          .addColumn("email", "text", (col) => col.notNull())
          .addColumn("phone", "text")
          .addColumn("topic", "text")
          .addColumn("status", "text", (col) => col.notNull())
          .addColumn("cancel_token_hash", "text", (col) => col.notNull().unique())
          .addColumn("cancelled_at", timestamp)
          .addCheckConstraint("bookings_status_check", sql`status in ('active', 'cancelled')`)
          .execute();
        // One booking per slot under any concurrency: the database, not the code, turns the loser away.
        // A partial unique index works the same on SQLite and PostgreSQL; cancelled rows leave the slot free.
        await db.schema
          .createIndex("bookings_active_slot_idx")
          .unique()
          .on("bookings")
          .column("slot_start")
          .where(sql.ref("status"), "=", sql.lit("active"))
          .execute();

        await db.schema
          .createTable("booking_mails")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("booking_id", "text", (col) => col.notNull().references("bookings.id").onDelete("cascade"))
          .addColumn("kind", "text", (col) => col.notNull())
          .addColumn("cancel_token", "text")
          .addColumn("created_at", timestamp, (col) => col.notNull())
          .addColumn("status", "text", (col) => col.notNull())
          .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
          .addColumn("next_attempt_at", timestamp)
          .addColumn("locked_until", timestamp)
          .addColumn("last_error", "text")
          .addColumn("sent_at", timestamp)
          .addCheckConstraint(
            "booking_mails_kind_check",
            sql`kind in ('agency_request', 'visitor_confirmation', 'agency_cancel', 'visitor_cancel')`,
          )
          .addCheckConstraint("booking_mails_status_check", sql`status in ('queued', 'sent', 'failed')`)
          .execute();
        await db.schema.createIndex("booking_mails_outbox_idx").on("booking_mails").columns(["status", "next_attempt_at"]).execute();
        await db.schema.createIndex("booking_mails_booking_idx").on("booking_mails").column("booking_id").execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable("booking_mails").execute();
        await db.schema.dropTable("bookings").execute();
      },
    },
  };
}
