import { type Kysely, type Migration } from "kysely";

/**
 * Where a lead or booking came from (the visit's source, domain/attribution/source.ts) and what it was
 * worth (the deal), plus the page views counted without tracking anyone: one row per office day, path,
 * channel and campaign, holding a count and nothing about a person.
 */
export function attributionMigrations(): Record<string, Migration> {
  const sourceColumns = ["landing", "referrer", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
  return {
    "0016_attribution_and_deals": {
      async up(db: Kysely<unknown>) {
        for (const table of ["leads", "bookings"] as const) {
          for (const column of sourceColumns) await db.schema.alterTable(table).addColumn(column, "text").execute();
          await db.schema.alterTable(table).addColumn("click", "integer", (col) => col.notNull().defaultTo(0)).execute();
          // Derived once when stored (domain/attribution/channel.ts); rows older than this column came
          // with no source, which is what `direct` means.
          await db.schema.alterTable(table).addColumn("channel", "text", (col) => col.notNull().defaultTo("direct")).execute();
        }
        await db.schema.alterTable("leads").addColumn("deal_value", "integer").execute();
        await db.schema.alterTable("leads").addColumn("lost_reason", "text").execute();
        await db.schema.alterTable("leads").addColumn("lost_note", "text").execute();
        await db.schema
          .createTable("page_views")
          .addColumn("day", "text", (col) => col.notNull())
          .addColumn("path", "text", (col) => col.notNull())
          .addColumn("channel", "text", (col) => col.notNull())
          .addColumn("campaign", "text", (col) => col.notNull())
          .addColumn("views", "integer", (col) => col.notNull())
          .addPrimaryKeyConstraint("page_views_pk", ["day", "path", "channel", "campaign"])
          .execute();
        await db.schema.createIndex("leads_channel_idx").on("leads").columns(["channel", "created_at"]).execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable("page_views").execute();
        await db.schema.dropIndex("leads_channel_idx").execute();
        for (const column of ["deal_value", "lost_reason", "lost_note"]) await db.schema.alterTable("leads").dropColumn(column).execute();
        for (const table of ["leads", "bookings"] as const) {
          for (const column of [...sourceColumns, "click", "channel"]) await db.schema.alterTable(table).dropColumn(column).execute();
        }
      },
    },
  };
}
