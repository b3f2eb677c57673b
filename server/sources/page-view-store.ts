/**
 * The page views' daily counts (`page_views`): one row per office day, path, channel and campaign, and
 * a number. The counter adds to them in batches; the sources page reads them by day range.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Channel } from "@domain/attribution/channel";

export interface PageViewCount {
  /** `YYYY-MM-DD`, the office's date. */
  day: string;
  path: string;
  channel: Channel;
  /** `""` when the view came with no campaign. */
  campaign: string;
  views: number;
}

/** Adds each count to its row (created at its first view), in one transaction. */
export async function addPageViews(db: Kysely<Database>, counts: readonly PageViewCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const count of counts) {
      await trx
        .insertInto("page_views")
        .values(count)
        .onConflict((oc) => oc.columns(["day", "path", "channel", "campaign"]).doUpdateSet({ views: sql<number>`page_views.views + ${count.views}` }))
        .execute();
    }
  });
}

/** Every count of the office days `from`..`to` (inclusive, `YYYY-MM-DD`). */
export async function pageViewsBetween(db: Kysely<Database>, from: string, to: string): Promise<PageViewCount[]> {
  const rows = await db.selectFrom("page_views").selectAll().where("day", ">=", from).where("day", "<=", to).orderBy("day").execute();
  return rows.map((row) => ({ ...row, views: Number(row.views) }));
}

/**
 * The views of the office days `from`..`to` summed per path, channel and campaign (the sources report),
 * at most `limit` rows, the most viewed first.
 */
export async function pageViewTotalsBetween(db: Kysely<Database>, from: string, to: string, limit: number): Promise<Omit<PageViewCount, "day">[]> {
  const rows = await db
    .selectFrom("page_views")
    .select(["path", "channel", "campaign", (eb) => eb.fn.sum<number>("views").as("views")])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy(["path", "channel", "campaign"])
    .orderBy("views", "desc")
    .orderBy("path")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ path: row.path, channel: row.channel, campaign: row.campaign, views: Number(row.views) }));
}
