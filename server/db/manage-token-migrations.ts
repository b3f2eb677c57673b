import type { Kysely, Migration } from "kysely";

/**
 * The visitor's links to their booking, minted when an email is sent. Until now the raw manage token
 * rode on the queued confirmation and reminder rows (a reminder's for days) because the email needed it;
 * now each email mints a token of its own as it is composed, and only its sha256 is stored here, next to
 * the booking's first one (`bookings.cancel_token_hash`, the link the booking page showed). Rows queued
 * before this migration still carry their raw token and are sent with it.
 */
export function manageTokenMigrations(timestamp: "timestamptz" | "text"): Record<string, Migration> {
  return {
    "0010_booking_manage_tokens": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("booking_manage_tokens")
          .addColumn("token_hash", "text", (col) => col.primaryKey())
          .addColumn("booking_id", "text", (col) => col.notNull().references("bookings.id").onDelete("cascade"))
          .addColumn("created_at", timestamp, (col) => col.notNull())
          .execute();
        await db.schema.createIndex("booking_manage_tokens_booking_idx").on("booking_manage_tokens").column("booking_id").execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable("booking_manage_tokens").execute();
      },
    },
  };
}
