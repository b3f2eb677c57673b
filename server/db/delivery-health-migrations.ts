import type { Kysely, Migration } from "kysely";
import { createOutboxIndex, outboxColumns } from "./outbox-columns";

/**
 * The outbox's own health (server/outbox/delivery-health.ts): per channel (mail, webhook) since when
 * delivery has been failing and the last error, shared by every instance; and the owner's alarm that
 * email has been failing for a while, itself an outbox row that leaves by the webhook (mail cannot
 * report that mail is broken).
 */
export function deliveryHealthMigrations(timestamp: "timestamptz" | "text"): Record<string, Migration> {
  return {
    "0013_delivery_health": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("delivery_health")
          .addColumn("channel", "text", (col) => col.primaryKey())
          .addColumn("failing_since", timestamp)
          .addColumn("last_error", "text")
          .addColumn("last_failure_at", timestamp)
          .addColumn("last_success_at", timestamp)
          .addColumn("alarmed_for", timestamp)
          .execute();
        await db.schema
          .createTable("delivery_alarms")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("created_at", timestamp, (col) => col.notNull())
          .addColumn("failing_since", timestamp, (col) => col.notNull())
          .$call(outboxColumns("delivery_alarms", timestamp))
          .execute();
        await createOutboxIndex(db, "delivery_alarms");
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable("delivery_alarms").execute();
        await db.schema.dropTable("delivery_health").execute();
      },
    },
  };
}
