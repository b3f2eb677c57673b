import type { Kysely, Migration } from "kysely";

/**
 * A booking worked in the workspace: its history (`booking_events`: moved, cancelled with a reason,
 * held or no-show, notes), what became of the meeting (`bookings.outcome`: `held`, `no_show`, null
 * while unknown) and the reason the agency gave when it cancelled (`bookings.cancel_reason`, quoted
 * in the visitor's email). Bookings made before this migration have no events; the booking page
 * shows their "booked" line from `created_at`, which every booking has.
 */
export function bookingEventsMigrations(timestamp: "timestamptz" | "text"): Record<string, Migration> {
  return {
    "0019_booking_events": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("booking_events")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("booking_id", "text", (col) => col.notNull().references("bookings.id").onDelete("cascade"))
          .addColumn("created_at", timestamp, (col) => col.notNull())
          // `visitor`, or the workspace member's email (text: the history outlives a removed account).
          .addColumn("actor", "text", (col) => col.notNull())
          .addColumn("kind", "text", (col) => col.notNull())
          .addColumn("detail", "text")
          .execute();
        await db.schema.createIndex("booking_events_booking_idx").on("booking_events").columns(["booking_id", "created_at"]).execute();
        await db.schema.alterTable("bookings").addColumn("outcome", "text").execute();
        await db.schema.alterTable("bookings").addColumn("cancel_reason", "text").execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable("bookings").dropColumn("cancel_reason").execute();
        await db.schema.alterTable("bookings").dropColumn("outcome").execute();
        await db.schema.dropTable("booking_events").execute();
      },
    },
  };
}
