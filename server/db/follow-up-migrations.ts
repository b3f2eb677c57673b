import { type Kysely, type Migration } from "kysely";

/**
 * Working a lead or a booking (decision 043): who owns it (`assigned_to`, a `users.id`, null = nobody),
 * the office date to follow it up (`follow_up_on`, "YYYY-MM-DD", null = none) with a short note, and
 * the one workspace setting new leads follow: who owns them by default (one row, id 1, null = nobody).
 */
export function followUpMigrations(timestamp: "text" | "timestamptz"): Record<string, Migration> {
  return {
    "0018_follow_ups_and_owners": {
      async up(db: Kysely<unknown>) {
        for (const table of ["leads", "bookings"] as const) {
          await db.schema.alterTable(table).addColumn("assigned_to", "text").execute();
          await db.schema.alterTable(table).addColumn("follow_up_on", "text").execute();
          await db.schema.alterTable(table).addColumn("follow_up_note", "text").execute();
          // The Follow-ups view and the morning agenda ask "what is due by this date?"; Mine asks by owner.
          await db.schema.createIndex(`${table}_follow_up_idx`).on(table).column("follow_up_on").execute();
          await db.schema.createIndex(`${table}_assigned_to_idx`).on(table).column("assigned_to").execute();
        }
        await db.schema
          .createTable("assignment_settings")
          .addColumn("id", "integer", (col) => col.primaryKey())
          .addColumn("default_assignee", "text")
          .addColumn("updated_at", timestamp)
          .addColumn("updated_by", "text")
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable("assignment_settings").execute();
        for (const table of ["leads", "bookings"] as const) {
          await db.schema.dropIndex(`${table}_follow_up_idx`).execute();
          await db.schema.dropIndex(`${table}_assigned_to_idx`).execute();
          for (const column of ["assigned_to", "follow_up_on", "follow_up_note"]) await db.schema.alterTable(table).dropColumn(column).execute();
        }
      },
    },
  };
}
