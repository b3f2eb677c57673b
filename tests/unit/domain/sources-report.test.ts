import { describe, expect, it } from "vitest";
import { conversionOf, median, sourcesReport, SOURCE_ROWS_MAX, type BookingInput, type LeadInput, type PageViewInput, type ReportInput } from "@domain/sources/report";
import { sourcesQueryOf, sourcesSearch } from "@domain/sources/query";
import { monthsOf, officeDayStart, SOURCES_MAX_DAYS, sourcesRangeOf } from "@domain/sources/range";
import { campaignLinkOf, campaignUrl } from "@domain/sources/link";
import { formatConversion, formatDollars, formatResponse, sourceKeyLabel } from "@domain/sources/labels";
import { localDate } from "@domain/booking/schedule";

const HOUR = 3_600_000;
// Thursday noon in Detroit.
const NOW = new Date("2026-11-26T17:00:00.000Z");

// Each record is its own person unless a test gives two the same address.
let records = 0;
const nextRecord = (type: string) => ((records += 1), { id: `${type}-${records}`, email: `visitor${records}@example.com` });
function lead(overrides: Partial<LeadInput> = {}): LeadInput {
  return { ...nextRecord("lead"), createdAt: "2026-11-10T15:00:00.000Z", landing: "/", channel: "direct", campaign: null, page: "/contact", stage: "new", dealValue: null, firstResponseAt: null, ...overrides };
}
const booking = (overrides: Partial<BookingInput> = {}): BookingInput => ({ ...nextRecord("booking"), createdAt: "2026-11-10T15:00:00.000Z", landing: "/", channel: "direct", campaign: null, ...overrides });
const answeredAfter = (hours: number, createdAt = "2026-11-10T15:00:00.000Z") => ({ createdAt, firstResponseAt: new Date(Date.parse(createdAt) + hours * HOUR).toISOString() });

function report(input: Partial<ReportInput>) {
  return sourcesReport({ views: [], leads: [], bookings: [], months: ["2026-10", "2026-11"], localDate: (instant) => localDate(instant), sort: "leads", dir: "desc", ...input });
}
const table = (result: ReturnType<typeof report>, name: string) => result.tables.find((entry) => entry.table === name)!;
const row = (result: ReturnType<typeof report>, name: string, key: string | null) => table(result, name).rows.find((entry) => entry.key === key);

describe("the sources report's arithmetic", () => {
  it("takes the median of an odd and an even count, and none of nothing", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(median([])).toBeNull();
  });

  it("counts conversion as leads per 100 views to one decimal, none without views", () => {
    expect(conversionOf(1, 8)).toBe(12.5);
    expect(conversionOf(2, 3)).toBe(66.7);
    expect(conversionOf(3, 0)).toBeNull();
    expect(formatConversion(12.5)).toBe("12.5");
    expect(formatConversion(4)).toBe("4.0");
    expect(formatConversion(null)).toBe("—");
    expect(formatDollars(4800)).toBe("$4,800");
    expect(formatResponse(3 * HOUR)).toBe("3 h");
    expect(formatResponse(null)).toBe("—");
  });

  it("groups views, leads, bookings, won deals and revenue by landing page, channel, campaign and form page", () => {
    const views: PageViewInput[] = [
      { path: "/locations/warren", channel: "email", campaign: "spring", views: 6 },
      { path: "/locations/warren", channel: "direct", campaign: "", views: 4 },
      { path: "/contact", channel: "email", campaign: "spring", views: 2 },
    ];
    const leads = [
      lead({ landing: "/locations/warren", channel: "email", campaign: "spring", page: "/contact", stage: "won", dealValue: 4800, ...answeredAfter(2) }),
      lead({ landing: "/locations/warren", channel: "email", campaign: "spring", page: "/locations/warren", stage: "proposal", dealValue: 9000, ...answeredAfter(4) }),
      lead({ landing: null, page: null }),
    ];
    const result = report({ views, leads, bookings: [booking({ landing: "/locations/warren", channel: "email", campaign: "spring" })] });

    expect(row(result, "landing", "/locations/warren")).toEqual({ key: "/locations/warren", views: 10, leads: 2, conversion: 20, bookings: 1, won: 1, revenue: 4800, response: 3 * HOUR });
    expect(row(result, "channel", "email")).toMatchObject({ views: 8, leads: 2, won: 1, revenue: 4800, bookings: 1 });
    expect(row(result, "campaign", "spring")).toMatchObject({ views: 8, leads: 2, won: 1, revenue: 4800 });
    // No campaign and no landing page are rows of their own, so every table adds up to its total.
    expect(row(result, "campaign", null)).toMatchObject({ views: 4, leads: 1 });
    expect(row(result, "landing", null)).toMatchObject({ views: 0, leads: 1, conversion: null, response: null });
    expect(row(result, "page", "/contact")).toMatchObject({ views: 2, leads: 1, won: 1, revenue: 4800 });
    // A booking's form page is /book, whatever it landed on.
    expect(row(result, "page", "/book")).toMatchObject({ bookings: 1, leads: 0 });
    // Every channel is listed, with or without figures.
    expect(table(result, "channel").rows.map((entry) => entry.key).sort()).toEqual(["campaign", "direct", "email", "paid", "referral", "search", "social"]);

    for (const entry of result.tables) {
      expect(entry.total).toEqual({ key: null, views: 12, leads: 3, conversion: 25, bookings: 1, won: 1, revenue: 4800, response: 3 * HOUR });
      const sum = (figure: "leads" | "won" | "revenue" | "bookings") => entry.rows.reduce((total, each) => total + each[figure], 0);
      expect([sum("leads"), sum("won"), sum("revenue"), sum("bookings")]).toEqual([3, 1, 4800, 1]);
    }
  });

  it("credits a person's won lead to their first contact: a booking from a campaign, then a won form sent directly", () => {
    const leads = [lead({ createdAt: "2026-11-12T15:00:00.000Z", email: "Ruth.Ng@Tailor.example", landing: "/contact", channel: "direct", campaign: null, page: "/contact", stage: "won", dealValue: 4800 })];
    const bookings = [booking({ createdAt: "2026-11-03T15:00:00.000Z", email: "ruth.ng@tailor.example", landing: "/locations/warren", channel: "email", campaign: "spring" })];
    const result = report({ leads, bookings });

    // Leads and Bookings stay on their own rows; Won and Revenue go to the person's first contact.
    expect(row(result, "campaign", "spring")).toMatchObject({ leads: 0, bookings: 1, won: 1, revenue: 4800 });
    expect(row(result, "campaign", null)).toMatchObject({ leads: 1, bookings: 0, won: 0, revenue: 0 });
    expect(row(result, "channel", "email")).toMatchObject({ bookings: 1, won: 1, revenue: 4800 });
    expect(row(result, "channel", "direct")).toMatchObject({ leads: 1, won: 0, revenue: 0 });
    expect(row(result, "landing", "/locations/warren")).toMatchObject({ won: 1, revenue: 4800 });
    expect(row(result, "landing", "/contact")).toMatchObject({ leads: 1, won: 0, revenue: 0 });
    expect(row(result, "page", "/book")).toMatchObject({ bookings: 1, won: 1, revenue: 4800 });
    expect(row(result, "page", "/contact")).toMatchObject({ leads: 1, won: 0, revenue: 0 });
    for (const entry of result.tables) expect(entry.total).toMatchObject({ leads: 1, bookings: 1, won: 1, revenue: 4800 });
    expect(result.campaigns.get("spring")).toMatchObject({ won: 1, revenue: 4800 });
    // The chart's revenue is the credited contact's: November, email.
    expect(result.months[1]!.channels.email).toEqual({ leads: 0, revenue: 4800 });
    expect(result.months[1]!.channels.direct).toEqual({ leads: 1, revenue: 0 });
  });

  it("keeps the win on the lead's row when the person sent the form before booking, and counts each won lead once", () => {
    const leads = [
      lead({ createdAt: "2026-11-03T15:00:00.000Z", email: "lee@bakery.example", channel: "search", campaign: null, stage: "won", dealValue: 1200 }),
      lead({ createdAt: "2026-11-20T15:00:00.000Z", email: "LEE@bakery.example", channel: "social", campaign: "autumn", stage: "won", dealValue: 300 }),
    ];
    const bookings = [booking({ createdAt: "2026-11-05T15:00:00.000Z", email: "lee@bakery.example", channel: "email", campaign: "spring" })];
    const result = report({ leads, bookings });
    expect(row(result, "channel", "search")).toMatchObject({ leads: 1, won: 2, revenue: 1500 });
    expect(row(result, "channel", "social")).toMatchObject({ leads: 1, won: 0, revenue: 0 });
    expect(row(result, "channel", "email")).toMatchObject({ bookings: 1, won: 0, revenue: 0 });
    for (const entry of result.tables) expect(entry.total).toMatchObject({ leads: 2, bookings: 1, won: 2, revenue: 1500 });
  });

  it("sorts by any column either way, rows without a figure last", () => {
    const leads = [lead({ landing: "/a" }), lead({ landing: "/b" }), lead({ landing: "/b" }), lead({ landing: "/c", ...answeredAfter(1) })];
    const views: PageViewInput[] = [{ path: "/a", channel: "direct", campaign: "", views: 1 }, { path: "/c", channel: "direct", campaign: "", views: 10 }];
    const keys = (sort: ReportInput["sort"], dir: ReportInput["dir"]) => table(report({ leads, views, sort, dir }), "landing").rows.map((entry) => entry.key);
    expect(keys("leads", "desc")).toEqual(["/b", "/a", "/c"]);
    expect(keys("name", "desc")).toEqual(["/c", "/b", "/a"]);
    expect(keys("conversion", "desc")).toEqual(["/a", "/c", "/b"]);
    expect(keys("conversion", "asc")).toEqual(["/c", "/a", "/b"]);
    expect(keys("response", "asc")).toEqual(["/c", "/a", "/b"]);
    const unnamed = [...leads, lead({ landing: null })];
    expect(table(report({ leads: unnamed, sort: "name", dir: "asc" }), "landing").rows.map((entry) => entry.key)).toEqual(["/a", "/b", "/c", null]);
    expect(table(report({ leads: unnamed, sort: "name", dir: "desc" }), "landing").rows.map((entry) => entry.key)).toEqual(["/c", "/b", "/a", null]);
    expect(table(report({ leads: unnamed, sort: "leads", dir: "desc" }), "landing").rows.map((entry) => entry.key)).toEqual(["/b", "/a", "/c", null]);
  });

  it("keeps SOURCE_ROWS_MAX rows per table and counts the rest in the total", () => {
    const leads = Array.from({ length: SOURCE_ROWS_MAX + 5 }, (_, index) => lead({ landing: `/p${index}` }));
    const landing = table(report({ leads }), "landing");
    expect(landing.rows).toHaveLength(SOURCE_ROWS_MAX);
    expect(landing.hidden).toBe(5);
    expect(landing.total.leads).toBe(SOURCE_ROWS_MAX + 5);
  });

  it("puts leads and revenue in their office month and channel", () => {
    const leads = [
      // 04:30 UTC on 1 November is 00:30 on 1 November in Detroit (EDT).
      lead({ createdAt: "2026-11-01T04:30:00.000Z", channel: "email", stage: "won", dealValue: 4800 }),
      // 03:30 UTC on 1 Nov is 23:30 on 31 October in Detroit.
      lead({ createdAt: "2026-11-01T03:30:00.000Z", channel: "search" }),
    ];
    const { months } = report({ leads });
    expect(months.map((entry) => entry.month)).toEqual(["2026-10", "2026-11"]);
    expect(months[1]!.channels.email).toEqual({ leads: 1, revenue: 4800 });
    expect(months[0]!.channels.search).toEqual({ leads: 1, revenue: 0 });
  });

  it("names rows in words", () => {
    expect(sourceKeyLabel("channel", "email")).toBe("Email");
    expect(sourceKeyLabel("campaign", null)).toBe("(none)");
    expect(sourceKeyLabel("landing", null)).toBe("(not recorded)");
  });
});

describe("the sources page's query string", () => {
  it("defaults to the last 30 office days, and takes 90 or 365", () => {
    expect(sourcesRangeOf(new URLSearchParams(), NOW)).toEqual({ from: "2026-10-28", to: "2026-11-26", preset: 30, days: 30 });
    expect(sourcesRangeOf(new URLSearchParams("days=365"), NOW)).toMatchObject({ from: "2025-11-27", to: "2026-11-26", preset: 365 });
    expect(sourcesRangeOf(new URLSearchParams("days=7"), NOW)).toMatchObject({ preset: 30 });
  });

  it("takes a chosen range of real dates, from before to, and cuts a long one to its last three years", () => {
    expect(sourcesRangeOf(new URLSearchParams("from=2026-01-01&to=2026-03-31"), NOW)).toEqual({ from: "2026-01-01", to: "2026-03-31", preset: null, days: 90 });
    for (const bad of ["from=2026-02-30&to=2026-03-01", "from=2026-03-01&to=2026-01-01", "from=1900-01-01&to=2026-01-01", "from=2026-1-1&to=2026-01-31", "from='%3Bdrop&to=x", "from=2026-01-01"]) {
      expect(sourcesRangeOf(new URLSearchParams(bad), NOW), bad).toMatchObject({ preset: 30 });
    }
    const long = sourcesRangeOf(new URLSearchParams("from=2000-01-01&to=2026-11-26"), NOW);
    expect(long).toMatchObject({ to: "2026-11-26", days: SOURCES_MAX_DAYS, preset: null });
    expect(monthsOf(long)).toHaveLength(37);
  });

  it("starts an office day at midnight in Detroit", () => {
    expect(officeDayStart("2026-11-26").toISOString()).toBe("2026-11-26T05:00:00.000Z");
    expect(officeDayStart("2026-07-04").toISOString()).toBe("2026-07-04T04:00:00.000Z");
  });

  it("keeps a known sort and direction, and writes them back only when they are not the default", () => {
    expect(sourcesQueryOf(new URLSearchParams("sort=revenue&dir=asc"), NOW)).toMatchObject({ sort: "revenue", dir: "asc" });
    expect(sourcesQueryOf(new URLSearchParams("sort=password&dir=sideways"), NOW)).toMatchObject({ sort: "leads", dir: "desc" });
    expect(sourcesQueryOf(new URLSearchParams("sort=name"), NOW)).toMatchObject({ sort: "name", dir: "asc" });
    const range = sourcesRangeOf(new URLSearchParams("from=2026-01-01&to=2026-01-31"), NOW);
    expect(sourcesSearch({ range, sort: "won", dir: "asc" })).toBe("?from=2026-01-01&to=2026-01-31&sort=won&dir=asc");
    expect(sourcesSearch({ range: { from: "", to: "", preset: 90 }, sort: "leads", dir: "desc" })).toBe("?days=90");
  });
});

describe("the link builder", () => {
  const pages = ["/", "/locations/warren"];

  it("builds SITE_URL + page + the three utm values, encoded", () => {
    const result = campaignLinkOf({ path: "/locations/warren", utm_source: " newsletter ", utm_medium: "email", utm_campaign: "spring & summer" }, pages);
    expect(result).toEqual({ ok: true, link: { path: "/locations/warren", source: "newsletter", medium: "email", campaign: "spring & summer" } });
    if (!result.ok) return;
    expect(campaignUrl("https://www.example.com/", result.link)).toBe("https://www.example.com/locations/warren?utm_source=newsletter&utm_medium=email&utm_campaign=spring+%26+summer");
  });

  it("refuses a page that is not the site's, empty or over-long values, and hostile characters are cleaned", () => {
    const result = campaignLinkOf({ path: "//evil.example", utm_source: "\u202e", utm_medium: "x".repeat(101), utm_campaign: 7 }, pages);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["path", "utm_campaign", "utm_medium", "utm_source"]);
    const clean = campaignLinkOf({ path: "/", utm_source: "news\u0000letter", utm_medium: "email", utm_campaign: "spring" }, pages);
    expect(clean).toMatchObject({ ok: true, link: { source: "newsletter" } });
  });
});
