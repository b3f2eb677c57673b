/**
 * The campaign links made with the sources page's link builder (`campaign_links`): a page of the site
 * and its utm source, medium and campaign. The same link made twice is one row, the first maker's.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { iso } from "../db/timestamps";

export interface CampaignLink {
  id: string;
  createdAt: string;
  createdBy: string;
  path: string;
  source: string;
  medium: string;
  campaign: string;
}

export type NewCampaignLink = Pick<CampaignLink, "path" | "source" | "medium" | "campaign">;

/** Stores the link unless the same one exists; true when it was new. */
export async function addCampaignLink(db: Kysely<Database>, link: NewCampaignLink, actor: string, now: Date): Promise<boolean> {
  const result = await db
    .insertInto("campaign_links")
    .values({ id: crypto.randomUUID(), created_at: now.toISOString(), created_by: actor, path: link.path, utm_source: link.source, utm_medium: link.medium, utm_campaign: link.campaign })
    .onConflict((oc) => oc.columns(["path", "utm_source", "utm_medium", "utm_campaign"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The newest `limit` links first. */
export async function campaignLinks(db: Kysely<Database>, limit: number): Promise<CampaignLink[]> {
  const rows = await db.selectFrom("campaign_links").selectAll().orderBy("created_at", "desc").orderBy("id").limit(limit).execute();
  return rows.map((row) => ({ id: row.id, createdAt: iso(row.created_at), createdBy: row.created_by, path: row.path, source: row.utm_source, medium: row.utm_medium, campaign: row.utm_campaign }));
}
