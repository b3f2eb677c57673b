import { sql, type Kysely, type Migration } from "kysely";
import { createOutboxIndex, outboxColumns } from "./outbox-columns";

/**
 * Reschedule, reminders and the agency's calendar feed. Only new columns and new tables: SQLite cannot
 * alter the CHECK constraint on booking_mails.kind, so a rescheduled invitation is an `*_request` /
 * `visitor_confirmation` row with `previous_start` set, and reminders and agendas have tables of their own.
 */
export function rescheduleMigrations(timestamp: "timestamptz" | "text"): Record<string, Migration> {
  return {
    "0007_reschedule_reminders_feed": {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("bookings").addColumn("sequence", "integer", (col) => col.notNull().defaultTo(0)).execute();
        // Cancellations already sent carried SEQUENCE:1; the column starts where they left off.
        await sql`update bookings set sequence = 1 where status = 'cancelled'`.execute(db);
        await db.schema.alterTable("booking_mails").addColumn("previous_start", timestamp).execute();

        await db.schema
          .createTable("booking_reminders")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("booking_id", "text", (col) => col.notNull().unique().references("bookings.id").onDelete("cascade"))
          .addColumn("manage_token", "text")
          .addColumn("created_at", timestamp, (col) => col.notNull())
          .$call(outboxColumns("booking_reminders", timestamp))
          .execute();
        await createOutboxIndex(db, "booking_reminders");

        await db.schema
          .createTable("booking_agendas")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("local_date", "text", (col) => col.notNull().unique())
          .addColumn("created_at", timestamp, (col) => col.notNull())
          .$call(outboxColumns("booking_agendas", timestamp))
          .execute();
        await createOutboxIndex(db, "booking_agendas");

        await db.schema
          .createTable("agency_calendar_feeds")
          .addColumn("token_hash", "text", (col) => col.primaryKey())
          .addColumn("created_at", timestamp, (col) => col.notNull())
          .addColumn("created_by", "text", (col) => col.notNull())
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable("agency_calendar_feeds").execute();
        await db.schema.dropTable("booking_agendas").execute();
        await db.schema.dropTable("booking_reminders").execute();
        await db.schema.alterTable("booking_mails").dropColumn("previous_start").execute();
        await db.schema.alterTable("bookings").dropColumn("sequence").execute();
      },
    },
  };
}
