import type { Kysely, Migration } from "kysely";
import { createOutboxIndex, outboxColumns } from "./outbox-columns";

/**
 * Backups (server/backup/): one row per completed backup (what the workspace shows), one row of
 * schedule state (the lease that lets one instance of several take the scheduled backup, and since when
 * backups are expected), and the stale-backup alarms as outbox rows (mail and webhook, like the overdue alarm).
 */
export function backupMigrations(timestamp: "timestamptz" | "text"): Record<string, Migration> {
  return {
    "0011_create_backups": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("backups")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("taken_at", timestamp, (col) => col.notNull())
          .addColumn("file", "text", (col) => col.notNull())
          .addColumn("size_bytes", "bigint", (col) => col.notNull())
          .addColumn("trigger", "text", (col) => col.notNull())
          .execute();
        await db.schema.createIndex("backups_taken_at_idx").on("backups").column("taken_at").execute();
        await db.schema
          .createTable("backup_schedule")
          .addColumn("id", "integer", (col) => col.primaryKey())
          .addColumn("expected_since", timestamp, (col) => col.notNull())
          .addColumn("locked_until", timestamp)
          .addColumn("last_error", "text")
          .addColumn("failed_at", timestamp)
          .execute();
        await db.schema
          .createTable("backup_alarms")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("created_at", timestamp, (col) => col.notNull())
          .addColumn("channel", "text", (col) => col.notNull())
          .addColumn("last_backup_at", timestamp)
          .$call(outboxColumns("backup_alarms", timestamp))
          .execute();
        await createOutboxIndex(db, "backup_alarms");
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable("backup_alarms").execute();
        await db.schema.dropTable("backup_schedule").execute();
        await db.schema.dropTable("backups").execute();
      },
    },
  };
}
