import { sql, type Kysely, type Migration } from "kysely";

/**
 * The layered spam defence: which rules fired (`spam_reason`, on leads and bookings), and spam
 * bookings that hold no slot. A booking is spam while `spam = 1` (as a lead is); `spam_reason` stays
 * after the agency releases it, so the workspace can count a rule's false alarms.
 */
export function spamMigrations(): Record<string, Migration> {
  return {
    "0008_spam_reason": {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("leads").addColumn("spam_reason", "text").execute();
        // Every lead already marked spam was caught by the honeypot: it is the one rule older than this column.
        await sql`update leads set spam_reason = 'honeypot' where spam = 1`.execute(db);
        await db.schema.alterTable("bookings").addColumn("spam", "integer", (col) => col.notNull().defaultTo(0)).execute();
        await db.schema.alterTable("bookings").addColumn("spam_reason", "text").execute();
        // A spam booking holds no slot: the index that gives each slot to one booking skips it.
        // The same predicate as BookingStore's holdsItsSlot.
        await db.schema.dropIndex("bookings_active_slot_idx").execute();
        await db.schema
          .createIndex("bookings_active_slot_idx")
          .unique()
          .on("bookings")
          .column("slot_start")
          .where(sql<boolean>`status = 'active' and spam = 0`)
          .execute();
        // The workspace's per-rule counts read the last 30 days of flagged rows.
        await db.schema.createIndex("bookings_created_at_idx").on("bookings").column("created_at").execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropIndex("bookings_created_at_idx").execute();
        await db.schema.dropIndex("bookings_active_slot_idx").execute();
        await db.schema.createIndex("bookings_active_slot_idx").unique().on("bookings").column("slot_start").where(sql.ref("status"), "=", sql.lit("active")).execute();
        await db.schema.alterTable("bookings").dropColumn("spam_reason").execute();
        await db.schema.alterTable("bookings").dropColumn("spam").execute();
        await db.schema.alterTable("leads").dropColumn("spam_reason").execute();
      },
    },
  };
}
