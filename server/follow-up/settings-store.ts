/**
 * The workspace's one assignment setting (decision 043): who new leads go to. One row (id 1) once an
 * owner has chosen; none, or a null `default_assignee`, means nobody.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** The `users.id` new leads go to, or null for nobody. */
export async function defaultAssignee(db: Kysely<Database>): Promise<string | null> {
  const row = await db.selectFrom("assignment_settings").select("default_assignee").where("id", "=", 1).executeTakeFirst();
  return row?.default_assignee ?? null;
}

export async function setDefaultAssignee(db: Kysely<Database>, userId: string | null, actor: string, now: Date): Promise<void> {
  await db
    .insertInto("assignment_settings")
    .values({ id: 1, default_assignee: userId, updated_at: now.toISOString(), updated_by: actor })
    .onConflict((oc) => oc.column("id").doUpdateSet({ default_assignee: userId, updated_at: now.toISOString(), updated_by: actor }))
    .execute();
}

/** In the transaction that removes a person: new leads stop going to them. */
export async function forgetDefaultAssignee(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx.updateTable("assignment_settings").set({ default_assignee: null }).where("default_assignee", "=", userId).execute();
}
