/**
 * The agency's private calendar feed: `SITE_URL/admin/calendar/<token>.ics`, every active booking
 * from 30 days back onwards, so bookings show up in the owner's calendar app without email. The
 * token (256 random bits) is the credential; only its sha256 is stored, so the URL is shown once,
 * and issuing a new one replaces the old (the old URL stops working at once).
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { hashSecret, isSecretToken, newSecretToken } from "../security/secret-token";
import { agencyFeedCalendar } from "./mail";
import { holdingSlotsSince } from "./store";
import { defaultMeetingPlace, type MeetingPlace } from "@domain/booking/meeting-place";

export const FEED_PAST_DAYS = 30;

export interface AgencyFeed {
  /** Issues a new secret URL (replacing the previous one); `by` is who asked (email, or `shell`). */
  issue(by: string): Promise<string>;
  /** When the current URL was issued and by whom, or null when none exists. */
  current(): Promise<{ createdAt: string; createdBy: string } | null>;
  /** The feed for a token, or undefined when the token is not the current one. */
  calendar(token: string): Promise<string | undefined>;
}

export const feedPath = (token: string) => `/admin/calendar/${token}.ics`;

export function createAgencyFeed(deps: { db: Kysely<Database>; siteUrl: string; organizerEmail: string; clock?: () => Date; meetingPlace?: () => Promise<MeetingPlace> }): AgencyFeed {
  const clock = deps.clock ?? (() => new Date());
  return {
    async issue(by) {
      const token = newSecretToken();
      await deps.db.transaction().execute(async (trx) => {
        await trx.deleteFrom("agency_calendar_feeds").execute();
        await trx.insertInto("agency_calendar_feeds").values({ token_hash: hashSecret(token), created_at: clock().toISOString(), created_by: by }).execute();
      });
      return `${deps.siteUrl.replace(/\/+$/, "")}${feedPath(token)}`;
    },

    async current() {
      const row = await deps.db.selectFrom("agency_calendar_feeds").selectAll().orderBy("created_at", "desc").executeTakeFirst();
      return row ? { createdAt: new Date(row.created_at).toISOString(), createdBy: row.created_by } : null;
    },

    async calendar(token) {
      if (!isSecretToken(token)) return undefined;
      const feed = await deps.db.selectFrom("agency_calendar_feeds").select("token_hash").where("token_hash", "=", hashSecret(token)).executeTakeFirst();
      if (!feed) return undefined;
      const now = clock();
      const since = new Date(now.getTime() - FEED_PAST_DAYS * 24 * 60 * 60 * 1000).toISOString();
      return agencyFeedCalendar(await holdingSlotsSince(deps.db, since), deps.organizerEmail, now, (await deps.meetingPlace?.()) ?? defaultMeetingPlace);
    },
  };
}
