/**
 * A stored lead's or booking's source as the workspace shows it: the words of the lead and booking
 * pages' **Landing page**, **Referrer**, **Channel** and **Campaign** details (DESIGN.md, "pipeline").
 */
import { CHANNEL_LABELS, type Channel } from "./channel";
import type { VisitSource } from "./source";

/** A visit's source as stored: the normalised fields and the channel derived from them when stored. */
export interface StoredVisitSource extends VisitSource {
  channel: Channel;
}

export const VISIT_SOURCE_LABELS = {
  landing: "Landing page",
  referrer: "Referrer",
  channel: "Channel",
  campaign: "Campaign",
  tags: "Source / medium",
  click: "ad click",
} as const;

/**
 * The details in the pages' order, a label and its value (null = not known, left out). Source and
 * medium say which link of a campaign was followed; a click id's presence shows beside the channel.
 */
export function visitSourceDetails(source: StoredVisitSource): [string, string | null][] {
  const tags = [source.utm_source, source.utm_medium].filter((tag): tag is string => tag !== null);
  return [
    [VISIT_SOURCE_LABELS.landing, source.landing],
    [VISIT_SOURCE_LABELS.referrer, source.referrer],
    [VISIT_SOURCE_LABELS.channel, `${CHANNEL_LABELS[source.channel]}${source.click ? ` (${VISIT_SOURCE_LABELS.click})` : ""}`],
    [VISIT_SOURCE_LABELS.campaign, source.utm_campaign],
    [VISIT_SOURCE_LABELS.tags, tags.length > 0 ? tags.join(" / ") : null],
  ];
}
