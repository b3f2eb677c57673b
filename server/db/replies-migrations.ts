import { sql, type Kysely, type Migration } from "kysely";
import { createOutboxIndex, outboxColumns } from "./outbox-columns";

/**
 * Replies the agency sends a visitor from the workspace (an outbox table: each row is one email, kept as
 * the thread of its lead or booking) and the saved replies they start from.
 */
export function repliesMigrations(timestamp: "timestamptz" | "text"): Record<string, Migration> {
  return {
    "0017_replies": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("replies")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("created_at", timestamp, (col) => col.notNull())
          // The thread it belongs to: a lead's or a booking's (exactly one). Erasing or purging it takes its replies.
          .addColumn("lead_id", "text", (col) => col.references("leads.id").onDelete("cascade"))
          .addColumn("booking_id", "text", (col) => col.references("bookings.id").onDelete("cascade"))
          .addColumn("to_email", "text", (col) => col.notNull())
          .addColumn("subject", "text", (col) => col.notNull())
          .addColumn("body", "text", (col) => col.notNull())
          // The workspace person's email (text: the thread outlives a removed account), and the Reply-To it went with.
          .addColumn("sent_by", "text", (col) => col.notNull())
          .addColumn("reply_to", "text", (col) => col.notNull())
          .$call(outboxColumns("replies", timestamp))
          .addCheckConstraint("replies_one_thread_check", sql`(lead_id is null) <> (booking_id is null)`)
          .execute();
        await createOutboxIndex(db, "replies");
        await db.schema.createIndex("replies_lead_idx").on("replies").columns(["lead_id", "created_at"]).execute();
        await db.schema.createIndex("replies_booking_idx").on("replies").columns(["booking_id", "created_at"]).execute();
        await db.schema
          .createTable("saved_replies")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("title", "text", (col) => col.notNull())
          .addColumn("subject", "text", (col) => col.notNull())
          .addColumn("body", "text", (col) => col.notNull())
          .addColumn("updated_at", timestamp, (col) => col.notNull())
          .addColumn("updated_by", "text", (col) => col.notNull())
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable("saved_replies").execute();
        await db.schema.dropTable("replies").execute();
      },
    },
  };
}
