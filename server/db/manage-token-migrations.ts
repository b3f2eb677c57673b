import type { Kysely, Migration } from "kysely";

/**
 * The visitor's links to their booking, minted when an email is sent. Each email mints a token of its own as
 * it is composed, so no raw token waits on a queued confirmation or reminder row (a reminder's for days);
 * only its sha256 is stored here, next to
 * the booking's first one (`bookings.manage_token_hash`, the link the booking page showed). Rows queued
 * before this migration still carry their raw token and are sent with it.
 *
 * 0014 renames the columns first named for cancelling (`cancel_token_hash`, `cancel_token`): the token opens
 * the manage page, where cancelling is one of two choices, and one name per thing keeps code and schema alike.
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
    "0014_manage_token_names": {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("bookings").renameColumn("cancel_token_hash", "manage_token_hash").execute();
        await db.schema.alterTable("booking_mails").renameColumn("cancel_token", "manage_token").execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable("bookings").renameColumn("manage_token_hash", "cancel_token_hash").execute();
        await db.schema.alterTable("booking_mails").renameColumn("manage_token", "cancel_token").execute();
      },
    },
  };
}
