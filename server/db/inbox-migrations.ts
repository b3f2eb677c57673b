import { type Kysely, type Migration } from "kysely";

/**
 * The workspace's view of a lead: where it stands with the agency (`stage`), when it was first
 * answered, and its history (status changes, notes, spam decisions, resends: who and when).
 */
export function inboxMigrations(timestamp: "timestamptz" | "text"): Record<string, Migration> {
  return {
    "0005_lead_stage_and_events": {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("leads").addColumn("stage", "text", (col) => col.notNull().defaultTo("new")).execute();
        await db.schema.alterTable("leads").addColumn("first_response_at", timestamp).execute();
        await db.schema.createIndex("leads_stage_idx").on("leads").columns(["stage", "created_at"]).execute();
        await db.schema
          .createTable("lead_events")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("lead_id", "text", (col) => col.notNull().references("leads.id").onDelete("cascade"))
          .addColumn("created_at", timestamp, (col) => col.notNull())
          // The workspace member's email (kept as text: the history outlives a removed account).
          .addColumn("actor", "text", (col) => col.notNull())
          .addColumn("kind", "text", (col) => col.notNull())
          .addColumn("detail", "text")
          .execute();
        await db.schema.createIndex("lead_events_lead_idx").on("lead_events").columns(["lead_id", "created_at"]).execute();
        // A person's data erased on request: the fact is kept (who, when, how many records), never the data.
        await db.schema
          .createTable("erasures")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("created_at", timestamp, (col) => col.notNull())
          .addColumn("actor", "text", (col) => col.notNull())
          .addColumn("leads", "integer", (col) => col.notNull())
          .addColumn("bookings", "integer", (col) => col.notNull())
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable("erasures").execute();
        await db.schema.dropTable("lead_events").execute();
        await db.schema.dropIndex("leads_stage_idx").execute();
        await db.schema.alterTable("leads").dropColumn("first_response_at").execute();
        await db.schema.alterTable("leads").dropColumn("stage").execute();
      },
    },
  };
}
