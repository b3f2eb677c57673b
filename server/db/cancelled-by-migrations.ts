import type { Kysely, Migration } from "kysely";

/**
 * Who cancelled a booking: `visitor` (their cancel or manage link) or `agency` (the workspace), so each
 * side's cancellation email says what happened. Null for bookings cancelled before this column existed
 * (they were all cancelled the one way the mails then described: by the visitor) and for active ones.
 */
export function cancelledByMigrations(): Record<string, Migration> {
  return {
    "0015_booking_cancelled_by": {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("bookings").addColumn("cancelled_by", "text").execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable("bookings").dropColumn("cancelled_by").execute();
      },
    },
  };
}
