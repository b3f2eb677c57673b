/**
 * A visit's source on a lead's or booking's row (the columns of migration 0016, `VisitSourceColumns`):
 * written once when the row is stored, with the channel derived then, and read back for the workspace.
 * The stores of `leads` and `bookings` call these; no statement is made here.
 */
import { channelOf, isChannel } from "@domain/attribution/channel";
import { NO_SOURCE, VISIT_SOURCE_FIELDS, type VisitSource } from "@domain/attribution/source";
import type { StoredVisitSource } from "@domain/attribution/details";
import type { VisitSourceColumns } from "../db/schema";
import type { Insertable, Selectable } from "kysely";

/** The columns of a new row; no source (a form sent without JavaScript, an API call without one) is direct. */
export function visitSourceColumns(source: VisitSource = NO_SOURCE): Insertable<VisitSourceColumns> {
  return {
    landing: source.landing,
    referrer: source.referrer,
    utm_source: source.utm_source,
    utm_medium: source.utm_medium,
    utm_campaign: source.utm_campaign,
    utm_term: source.utm_term,
    utm_content: source.utm_content,
    click: source.click ? 1 : 0,
    channel: channelOf(source),
  };
}

/** A stored row's source; a channel the code no longer knows reads as direct. */
export function storedVisitSourceOf(row: Selectable<VisitSourceColumns>): StoredVisitSource {
  return {
    landing: row.landing,
    referrer: row.referrer,
    utm_source: row.utm_source,
    utm_medium: row.utm_medium,
    utm_campaign: row.utm_campaign,
    utm_term: row.utm_term,
    utm_content: row.utm_content,
    click: Number(row.click) === 1,
    channel: isChannel(row.channel) ? row.channel : "direct",
  };
}

/** The host of the site's own address: a referrer from it is a move between the site's pages, not a source. */
export function ownHostOf(siteUrl: string | undefined): string | undefined {
  if (!siteUrl) return undefined;
  try {
    return new URL(siteUrl).hostname;
  } catch {
    return undefined;
  }
}

/** The source fields of a form post (empty when sent without JavaScript: nothing filled them). */
export function visitSourceFieldsOf(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of VISIT_SOURCE_FIELDS) {
    const value = form.get(name);
    if (typeof value === "string") fields[name] = value;
  }
  return fields;
}
