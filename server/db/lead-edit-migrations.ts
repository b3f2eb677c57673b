import { type Kysely, type Migration } from "kysely";

/** The company a lead works for, which the agency types in when it learns it (domain/lead/edit.ts); null until then. */
export function leadEditMigrations(): Record<string, Migration> {
  return {
    "0020_lead_company": {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("leads").addColumn("company", "text").execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable("leads").dropColumn("company").execute();
      },
    },
  };
}
