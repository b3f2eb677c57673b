import { type Kysely, type Migration } from "kysely";

/**
 * The availability the workspace edits (one row: the settings as validated JSON) and the owner's
 * calendar feed (one row: its address, the conditional-GET validators, the last good copy and its
 * busy times, the sync status, and a lease so one instance at a time fetches it).
 */
export function availabilityMigrations(timestamp: "timestamptz" | "text"): Record<string, Migration> {
  return {
    "0006_availability_and_busy_calendar": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("availability_settings")
          .addColumn("id", "integer", (col) => col.primaryKey())
          .addColumn("settings", "text", (col) => col.notNull())
          .addColumn("updated_at", timestamp, (col) => col.notNull())
          .addColumn("updated_by", "text", (col) => col.notNull())
          .execute();
        await db.schema
          .createTable("busy_calendar")
          .addColumn("id", "integer", (col) => col.primaryKey())
          // The address pasted in the workspace (BOOKING_BUSY_ICS_URL, when set, takes its place).
          .addColumn("url", "text")
          .addColumn("etag", "text")
          .addColumn("last_modified", "text")
          // The last good feed, kept to re-expand recurring events as the window moves (304s carry no body).
          .addColumn("body", "text")
          // Busy intervals over [window_start, window_end), JSON [{start,end}] in UTC ISO.
          .addColumn("busy", "text", (col) => col.notNull().defaultTo("[]"))
          .addColumn("window_start", timestamp)
          .addColumn("window_end", timestamp)
          .addColumn("synced_at", timestamp)
          .addColumn("checked_at", timestamp)
          .addColumn("failing_since", timestamp)
          .addColumn("last_error", "text")
          .addColumn("next_check_at", timestamp)
          .addColumn("locked_until", timestamp)
          .execute();
        await (db as Kysely<{ busy_calendar: { id: number; busy: string } }>).insertInto("busy_calendar").values({ id: 1, busy: "[]" }).execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable("busy_calendar").execute();
        await db.schema.dropTable("availability_settings").execute();
      },
    },
  };
}
