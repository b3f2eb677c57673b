/**
 * The sources report's arithmetic, without a database: page views, clean leads and bookings of a range,
 * grouped by landing page, channel, campaign and form page, with conversion, won deals, revenue and the
 * median first response. The stores read the rows (server/sources/report.ts); everything counted is
 * decided here, so the totals and every table agree by construction. Won deals are credited to their
 * person's first contact in the range (`creditDeals`, decision 040): a booking counts toward its person's lead.
 */
import { CHANNELS, type Channel } from "../attribution/channel";
import { creditDeals, type DealCredit, type PersonContact } from "../lead/person";
import type { LeadStage } from "../lead/stage";

export const SOURCE_TABLES = ["landing", "channel", "campaign", "page"] as const;
export type SourceTable = (typeof SOURCE_TABLES)[number];

/** The figures of one row, in the tables' column order. */
export const SOURCE_FIGURES = ["views", "leads", "conversion", "bookings", "won", "revenue", "response"] as const;
export type SourceFigure = (typeof SOURCE_FIGURES)[number];
/** What a table sorts by: a figure, or the row's own name. */
export type SourceSort = SourceFigure | "name";
export type SortDirection = "asc" | "desc";

/** Rows kept per table (the biggest first by the chosen order); the totals count every row. */
export const SOURCE_ROWS_MAX = 100;
/** The page where every booking is made: the form page of a booking. */
export const BOOKING_PAGE = "/book";

export interface PageViewInput {
  path: string;
  channel: Channel;
  /** `""` for none. */
  campaign: string;
  views: number;
}

export interface LeadInput {
  id: string;
  /** The person's address, in any case: a lead and a booking with one address are one person. */
  email: string;
  createdAt: string;
  landing: string | null;
  channel: Channel;
  campaign: string | null;
  /** The page the form was sent from. */
  page: string | null;
  stage: LeadStage;
  /** Whole dollars; counted only for won leads. */
  dealValue: number | null;
  firstResponseAt: string | null;
}

export interface BookingInput {
  id: string;
  /** The person's address, in any case. */
  email: string;
  createdAt: string;
  landing: string | null;
  channel: Channel;
  campaign: string | null;
}

export interface SourceRow {
  /** The grouping value: a path, a channel, a campaign; null = not recorded (no landing page, no campaign). */
  key: string | null;
  views: number;
  leads: number;
  /** Leads per 100 views, or null without views. */
  conversion: number | null;
  bookings: number;
  /** Won leads credited to this row's contacts: each to its person's first lead or booking of the range. */
  won: number;
  /** Dollars of the won deals credited here. */
  revenue: number;
  /** Median time from a lead to its first response, ms; null when none was answered. */
  response: number | null;
}

export interface SourceTableReport {
  table: SourceTable;
  rows: SourceRow[];
  /** Rows left out past SOURCE_ROWS_MAX (still in the totals). */
  hidden: number;
  total: SourceRow;
}

export interface MonthChannelCell {
  leads: number;
  revenue: number;
}

export interface SourcesReport {
  tables: SourceTableReport[];
  /** Every row of the campaign table, uncapped, by name (the link builder's campaigns read theirs). */
  campaigns: Map<string, SourceRow>;
  /** Per month (`YYYY-MM`, office time) and channel: leads, and revenue where the tables credit it. */
  months: { month: string; channels: Record<Channel, MonthChannelCell> }[];
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Leads per 100 views, to one decimal; null without views. */
export function conversionOf(leads: number, views: number): number | null {
  return views > 0 ? Math.round((leads / views) * 1000) / 10 : null;
}

interface Tally {
  views: number;
  leads: number;
  bookings: number;
  won: number;
  revenue: number;
  responses: number[];
}

const emptyTally = (): Tally => ({ views: 0, leads: 0, bookings: 0, won: 0, revenue: 0, responses: [] });

function rowOf(key: string | null, tally: Tally): SourceRow {
  return {
    key,
    views: tally.views,
    leads: tally.leads,
    conversion: conversionOf(tally.leads, tally.views),
    bookings: tally.bookings,
    won: tally.won,
    revenue: tally.revenue,
    response: median(tally.responses),
  };
}

const responseMs = (lead: LeadInput) => (lead.firstResponseAt === null ? null : Math.max(0, Date.parse(lead.firstResponseAt) - Date.parse(lead.createdAt)));

function addLead(tally: Tally, lead: LeadInput, credit: DealCredit | undefined) {
  tally.leads += 1;
  addCredit(tally, credit);
  const response = responseMs(lead);
  if (response !== null) tally.responses.push(response);
}

function addBooking(tally: Tally, credit: DealCredit | undefined) {
  tally.bookings += 1;
  addCredit(tally, credit);
}

function addCredit(tally: Tally, credit: DealCredit | undefined) {
  if (!credit) return;
  tally.won += credit.won;
  tally.revenue += credit.revenue;
}

// A lead's and a booking's ids come from different tables: the type keeps them apart in the credits.
const leadContactId = (lead: LeadInput) => `lead:${lead.id}`;
const bookingContactId = (booking: BookingInput) => `booking:${booking.id}`;

/** Each won lead of the range, credited once to its person's first lead or booking of the range. */
function creditsOf(leads: readonly LeadInput[], bookings: readonly BookingInput[]): Map<string, DealCredit> {
  const contacts: PersonContact[] = [
    ...leads.map((lead): PersonContact => ({ type: "lead", id: leadContactId(lead), email: lead.email, createdAt: lead.createdAt, stage: lead.stage, dealValue: lead.dealValue })),
    ...bookings.map((booking): PersonContact => ({ type: "booking", id: bookingContactId(booking), email: booking.email, createdAt: booking.createdAt })),
  ];
  return creditDeals(contacts);
}

/**
 * Orders rows by a figure (no value last, whatever the direction), ties by name; or by name. A row
 * without a name ("(none)", "(not recorded)") comes after the named ones it ties with, either way.
 */
export function sortRows(rows: readonly SourceRow[], sort: SourceSort, dir: SortDirection): SourceRow[] {
  const sign = dir === "asc" ? 1 : -1;
  const byName = (a: SourceRow, b: SourceRow, direction: number) => {
    if ((a.key === null) !== (b.key === null)) return a.key === null ? 1 : -1;
    return (a.key ?? "").localeCompare(b.key ?? "") * direction;
  };
  return [...rows].sort((a, b) => {
    if (sort === "name") return byName(a, b, sign);
    const [x, y] = [a[sort], b[sort]];
    if (x === y) return byName(a, b, 1);
    if (x === null) return 1;
    if (y === null) return -1;
    return (x - y) * sign;
  });
}

const monthOf = (createdAt: string, localDate: (instant: string) => string) => localDate(createdAt).slice(0, 7);

export interface ReportInput {
  views: readonly PageViewInput[];
  leads: readonly LeadInput[];
  bookings: readonly BookingInput[];
  /** The months of the range, oldest first (domain/sources/range.ts monthsOf). */
  months: readonly string[];
  /** An instant's office date (`YYYY-MM-DD`). */
  localDate: (instant: string) => string;
  sort: SourceSort;
  dir: SortDirection;
}

/** The four tables, their totals and the monthly chart's figures. */
export function sourcesReport(input: ReportInput): SourcesReport {
  const groups: Record<SourceTable, Map<string | null, Tally>> = { landing: new Map(), channel: new Map(), campaign: new Map(), page: new Map() };
  for (const channel of CHANNELS) groups.channel.set(channel, emptyTally());
  const total = emptyTally();
  const tallyOf = (table: SourceTable, key: string | null) => {
    let tally = groups[table].get(key);
    if (!tally) groups[table].set(key, (tally = emptyTally()));
    return tally;
  };

  // Views: of that path for the page tables, summed per channel and campaign.
  const viewsByPath = new Map<string, number>();
  for (const count of input.views) {
    viewsByPath.set(count.path, (viewsByPath.get(count.path) ?? 0) + count.views);
    tallyOf("channel", count.channel).views += count.views;
    tallyOf("campaign", count.campaign || null).views += count.views;
    total.views += count.views;
  }
  for (const [path, views] of viewsByPath) {
    tallyOf("landing", path).views += views;
    tallyOf("page", path).views += views;
  }

  // Leads and bookings count on their own rows; won deals and revenue on the row of the contact credited.
  const credits = creditsOf(input.leads, input.bookings);
  for (const lead of input.leads) {
    const credit = credits.get(leadContactId(lead));
    addLead(tallyOf("landing", lead.landing), lead, credit);
    addLead(tallyOf("channel", lead.channel), lead, credit);
    addLead(tallyOf("campaign", lead.campaign), lead, credit);
    addLead(tallyOf("page", lead.page), lead, credit);
    addLead(total, lead, credit);
  }

  for (const booking of input.bookings) {
    const credit = credits.get(bookingContactId(booking));
    addBooking(tallyOf("landing", booking.landing), credit);
    addBooking(tallyOf("channel", booking.channel), credit);
    addBooking(tallyOf("campaign", booking.campaign), credit);
    addBooking(tallyOf("page", BOOKING_PAGE), credit);
    addBooking(total, credit);
  }

  const totalRow = rowOf(null, total);
  const tables = SOURCE_TABLES.map((table): SourceTableReport => {
    const rows = sortRows(
      [...groups[table]].map(([key, tally]) => rowOf(key, tally)),
      input.sort,
      input.dir,
    );
    return { table, rows: rows.slice(0, SOURCE_ROWS_MAX), hidden: Math.max(0, rows.length - SOURCE_ROWS_MAX), total: totalRow };
  });

  const campaigns = new Map<string, SourceRow>();
  for (const [key, tally] of groups.campaign) if (key !== null) campaigns.set(key, rowOf(key, tally));

  const months = input.months.map((month) => ({ month, channels: Object.fromEntries(CHANNELS.map((channel) => [channel, { leads: 0, revenue: 0 }])) as Record<Channel, MonthChannelCell> }));
  const byMonth = new Map(months.map((entry) => [entry.month, entry.channels]));
  const cellOf = (createdAt: string, channel: Channel) => byMonth.get(monthOf(createdAt, input.localDate))?.[channel];
  for (const lead of input.leads) {
    const cell = cellOf(lead.createdAt, lead.channel);
    if (!cell) continue;
    cell.leads += 1;
    cell.revenue += credits.get(leadContactId(lead))?.revenue ?? 0;
  }
  for (const booking of input.bookings) {
    const cell = cellOf(booking.createdAt, booking.channel);
    if (cell) cell.revenue += credits.get(bookingContactId(booking))?.revenue ?? 0;
  }

  return { tables, campaigns, months };
}
