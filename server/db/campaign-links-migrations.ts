import type { Kysely, Migration } from "kysely";

/**
 * The campaign links made with the sources page's link builder: a page of the site and its utm values,
 * who made it and when. One row per distinct link (making the same link again keeps the first).
 */
export function campaignLinksMigrations(timestamp: "timestamptz" | "text"): Record<string, Migration> {
  return {
    "0021_campaign_links": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("campaign_links")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("created_at", timestamp, (col) => col.notNull())
          .addColumn("created_by", "text", (col) => col.notNull())
          .addColumn("path", "text", (col) => col.notNull())
          .addColumn("utm_source", "text", (col) => col.notNull())
          .addColumn("utm_medium", "text", (col) => col.notNull())
          .addColumn("utm_campaign", "text", (col) => col.notNull())
          .addUniqueConstraint("campaign_links_link_unique", ["path", "utm_source", "utm_medium", "utm_campaign"])
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable("campaign_links").execute();
      },
    },
  };
}
