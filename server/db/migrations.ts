import { sql, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { accountMigrations } from "./account-migrations";
import { bookingMigrations } from "./booking-migrations";
import { inboxMigrations } from "./inbox-migrations";
import { alertsMigrations } from "./alerts-migrations";
import { availabilityMigrations } from "./availability-migrations";
import { spamMigrations } from "./spam-migrations";
import { rescheduleMigrations } from "./reschedule-migrations";
import { manageTokenMigrations } from "./manage-token-migrations";
import { backupMigrations } from "./backup-migrations";
import { deliveryHealthMigrations } from "./delivery-health-migrations";
import { cancelledByMigrations } from "./cancelled-by-migrations";
import { attributionMigrations } from "./attribution-migrations";
import { campaignLinksMigrations } from "./campaign-links-migrations";
import { repliesMigrations } from "./replies-migrations";
import { followUpMigrations } from "./follow-up-migrations";
import { bookingEventsMigrations } from "./booking-events-migrations";
import { leadEditMigrations } from "./lead-edit-migrations";

export type Dialect = "sqlite" | "postgres";

/**
 * Migrations live in code (no files to ship or find at run time) and run at start-up. Append new
 * ones with a higher prefix; never edit one that has shipped.
 */
function migrations(dialect: Dialect): Record<string, Migration> {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  return {
    "0001_create_leads": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("leads")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("created_at", timestamp, (col) => col.notNull())
          .addColumn("kind", "text", (col) => col.notNull())
          .addColumn("name", "text", (col) => col.notNull())
          .addColumn("email", "text", (col) => col.notNull())
          .addColumn("phone", "text")
          .addColumn("subject", "text")
          .addColumn("message", "text", (col) => col.notNull())
          .addColumn("location", "text")
          .addColumn("page", "text")
          .addColumn("spam", "integer", (col) => col.notNull().defaultTo(0))
          .addColumn("status", "text", (col) => col.notNull())
          .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
          .addColumn("next_attempt_at", timestamp)
          .addColumn("locked_until", timestamp)
          .addColumn("last_error", "text")
          .addColumn("sent_at", timestamp)
          .addCheckConstraint("leads_status_check", sql`status in ('queued', 'sent', 'failed', 'skipped')`)
          .execute();
        // The outbox asks "which queued leads are due?" on every poll.
        await db.schema.createIndex("leads_outbox_idx").on("leads").columns(["status", "next_attempt_at"]).execute();
        await db.schema.createIndex("leads_created_at_idx").on("leads").column("created_at").execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable("leads").execute();
      },
    },
    ...bookingMigrations(timestamp),
    // The shared rate limit (server/rate-limit/postgres-rate-limiter.ts). On SQLite this migration
    // does nothing: one process owns the database file there and counts in memory, exactly.
    "0003_create_rate_limit_hits": {
      async up(db: Kysely<unknown>) {
        if (dialect !== "postgres") return;
        await db.schema
          .createTable("rate_limit_hits")
          .addColumn("client", "text", (col) => col.notNull())
          .addColumn("hit_at", "timestamptz", (col) => col.notNull())
          .execute();
        await db.schema.createIndex("rate_limit_hits_client_idx").on("rate_limit_hits").columns(["client", "hit_at"]).execute();
      },
      async down(db: Kysely<unknown>) {
        if (dialect === "postgres") await db.schema.dropTable("rate_limit_hits").execute();
      },
    },
    ...accountMigrations(timestamp),
    ...inboxMigrations(timestamp),
    ...alertsMigrations(timestamp),
    ...availabilityMigrations(timestamp),
    ...spamMigrations(),
    ...rescheduleMigrations(timestamp),
    ...manageTokenMigrations(timestamp),
    ...backupMigrations(timestamp),
    ...deliveryHealthMigrations(timestamp),
    ...cancelledByMigrations(),
    ...attributionMigrations(),
    ...campaignLinksMigrations(timestamp),
    ...repliesMigrations(timestamp),
    ...followUpMigrations(timestamp),
    ...bookingEventsMigrations(timestamp),
    ...leadEditMigrations(),
  };
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) };
}
