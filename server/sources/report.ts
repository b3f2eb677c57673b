/**
 * The sources page (`/admin/sources`) and its CSV: the range's page views, clean leads and bookings,
 * each read from its own table's store, aggregated by domain/sources/report.ts; and the link builder's
 * campaign links with their figures. Every read is bounded: the range by SOURCES_MAX_DAYS, the rows by
 * the limits below.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Dialect } from "../db/migrations";
import { leadSourceRowsBetween } from "../contact/lead-store";
import { bookingSourceRowsBetween } from "../booking/store";
import { pageViewTotalsBetween } from "./page-view-store";
import { addCampaignLink, campaignLinks, type CampaignLink } from "./campaign-link-store";
import { localDate } from "@domain/booking/schedule";
import { addDays, monthsOf, officeDayStart, type SourcesRange } from "@domain/sources/range";
import { SOURCE_FIGURES, sourcesReport, type SortDirection, type SourceRow, type SourceSort, type SourceTable, type MonthChannelCell } from "@domain/sources/report";
import { formatConversion, SOURCE_FIGURE_LABELS, SOURCE_TABLE_KEYS, sourceKeyLabel, TOTAL_LABEL } from "@domain/sources/labels";
import { campaignLinkOf, campaignUrl, type CampaignLinkField } from "@domain/sources/link";
import type { Channel } from "@domain/attribution/channel";
import { csvCell } from "../export/csv";

/** Most leads, bookings and view rows one report reads (three years of a busy agency fit many times over). */
export const SOURCE_READ_MAX = 50_000;
/** Campaign links listed (newest first). */
export const CAMPAIGN_LINKS_MAX = 200;

export interface SourcesPage {
  range: SourcesRange;
  sort: SourceSort;
  dir: SortDirection;
  tables: { table: SourceTable; rows: SourceRow[]; hidden: number; total: SourceRow }[];
  months: { month: string; channels: Record<Channel, MonthChannelCell> }[];
  /** True when a read hit SOURCE_READ_MAX: the figures are a part of the range's. */
  truncated: boolean;
}

export interface CampaignLinkWithFigures extends CampaignLink {
  url: string;
  views: number;
  leads: number;
  won: number;
  revenue: number;
}

export interface SourcesServiceDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The site's origin: the links the builder makes start with it. */
  siteUrl: string;
  clock?: () => Date;
}

export function createSourcesService(deps: SourcesServiceDeps) {
  const { db, dialect } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function read(range: SourcesRange, sort: SourceSort, dir: SortDirection) {
    const from = officeDayStart(range.from);
    const to = officeDayStart(addDays(range.to, 1));
    const [views, leads, bookings] = await Promise.all([
      pageViewTotalsBetween(db, range.from, range.to, SOURCE_READ_MAX),
      leadSourceRowsBetween(db, dialect, from, to, SOURCE_READ_MAX),
      bookingSourceRowsBetween(db, from, to, SOURCE_READ_MAX),
    ]);
    const report = sourcesReport({ views, leads, bookings, months: monthsOf(range), localDate: (instant) => localDate(instant), sort, dir });
    const truncated = [views, leads, bookings].some((rows) => rows.length >= SOURCE_READ_MAX);
    return { report, truncated };
  }

  return {
    now: () => clock(),

    async report(query: { range: SourcesRange; sort: SourceSort; dir: SortDirection }): Promise<SourcesPage & { links: CampaignLinkWithFigures[] }> {
      const [{ report, truncated }, links] = await Promise.all([read(query.range, query.sort, query.dir), campaignLinks(db, CAMPAIGN_LINKS_MAX)]);
      return {
        ...query,
        tables: report.tables,
        months: report.months,
        truncated,
        links: links.map((link) => {
          const figures = report.campaigns.get(link.campaign);
          return { ...link, url: campaignUrl(deps.siteUrl, link), views: figures?.views ?? 0, leads: figures?.leads ?? 0, won: figures?.won ?? 0, revenue: figures?.revenue ?? 0 };
        }),
      };
    },

    /** The four tables as CSV: each under its header row (the Contract's column names), then its total. */
    async csv(query: { range: SourcesRange; sort: SourceSort; dir: SortDirection }): Promise<string> {
      const { report } = await read(query.range, query.sort, query.dir);
      return sourcesCsv(report.tables);
    },

    /** Makes a campaign link for one of the site's `pages`; the link, or what is wrong with each field. */
    async addLink(form: Partial<Record<CampaignLinkField, unknown>>, pages: readonly string[], actor: string) {
      const result = campaignLinkOf(form, pages);
      if (!result.ok) return result;
      const created = await addCampaignLink(db, result.link, actor, clock());
      return { ok: true as const, created, url: campaignUrl(deps.siteUrl, result.link) };
    },
  };
}

export type SourcesService = ReturnType<typeof createSourcesService>;

const csvLine = (cells: readonly unknown[]) => cells.map(csvCell).join(",");

/** Figures as a spreadsheet reads them: plain numbers, revenue in dollars, the response in minutes. */
function csvFigures(row: SourceRow): unknown[] {
  return SOURCE_FIGURES.map((figure) => {
    if (figure === "conversion") return row.conversion === null ? "" : formatConversion(row.conversion);
    if (figure === "response") return row.response === null ? "" : Math.round(row.response / 60_000);
    return row[figure];
  });
}

export const SOURCES_CSV_RESPONSE_HEADER = `${SOURCE_FIGURE_LABELS.response} (minutes)`;

export function sourcesCsv(tables: SourcesPage["tables"]): string {
  const header = SOURCE_FIGURES.map((figure) => (figure === "response" ? SOURCES_CSV_RESPONSE_HEADER : SOURCE_FIGURE_LABELS[figure]));
  const blocks = tables.map(({ table, rows, total }) =>
    [csvLine([SOURCE_TABLE_KEYS[table], ...header]), ...rows.map((row) => csvLine([sourceKeyLabel(table, row.key), ...csvFigures(row)])), csvLine([TOTAL_LABEL, ...csvFigures(total)])].join("\r\n"),
  );
  return blocks.join("\r\n\r\n") + "\r\n";
}
