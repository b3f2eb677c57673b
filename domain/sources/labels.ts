/** The sources page's and its CSV's words and number formats (one definition for both). */
import { CHANNEL_LABELS, isChannel } from "../attribution/channel";
import { formatDuration } from "../duration";
import type { SourceFigure, SourceTable } from "./report";

/** DESIGN.md's Contract ("sources"): the columns, in order; Median first response is the addition. */
export const SOURCE_FIGURE_LABELS: Record<SourceFigure, string> = {
  views: "Views",
  leads: "Leads",
  conversion: "Conversion",
  bookings: "Bookings",
  won: "Won",
  revenue: "Revenue",
  response: "Median first response",
};

export const SOURCE_TABLE_TITLES: Record<SourceTable, string> = {
  landing: "By landing page",
  channel: "By channel",
  campaign: "By campaign",
  page: "By form page",
};

/** The first column's heading: what a row is. */
export const SOURCE_TABLE_KEYS: Record<SourceTable, string> = {
  landing: "Landing page",
  channel: "Channel",
  campaign: "Campaign",
  page: "Form page",
};

export const TOTAL_LABEL = "Total";
/** A lead with no campaign. */
export const NO_CAMPAIGN_LABEL = "(none)";
/** A lead without the page it landed on or was sent from (sent before it was recorded, or without JavaScript). */
export const NOT_RECORDED_LABEL = "(not recorded)";

/** A row's name as shown: channels by their label, missing values in words. */
export function sourceKeyLabel(table: SourceTable, key: string | null): string {
  if (key === null) return table === "campaign" ? NO_CAMPAIGN_LABEL : NOT_RECORDED_LABEL;
  if (table === "channel" && isChannel(key)) return CHANNEL_LABELS[key];
  return key;
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const whole = new Intl.NumberFormat("en-US");

/** "$4,800". */
export const formatDollars = (value: number) => dollars.format(value);
/** "12.5" leads per 100 views; "—" without views. */
export const formatConversion = (value: number | null) => (value === null ? "—" : value.toFixed(1));
/** "3 h"; "—" when no lead was answered. */
export const formatResponse = (value: number | null) => (value === null ? "—" : formatDuration(value));
export const formatCount = (value: number) => whole.format(value);
