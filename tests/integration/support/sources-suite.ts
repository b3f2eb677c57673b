import { expect, it } from "vitest";
import type { Backend } from "../../../server/backend";
import { addPageViews } from "../../../server/sources/page-view-store";
import { sourcesQueryOf } from "@domain/sources/query";
import type { LeadStage } from "@domain/lead/stage";
import type { Channel } from "@domain/attribution/channel";
import type { StorageTarget } from "./outbox-suite";
import { backendHarness } from "./backend-harness";

const NOW = new Date("2026-11-26T17:00:00.000Z");
const OCTOBER = new URLSearchParams("from=2026-10-01&to=2026-10-31");
const query = (params: URLSearchParams = OCTOBER) => sourcesQueryOf(params, NOW);

interface Seed {
  createdAt: string;
  landing?: string | null;
  channel?: Channel;
  campaign?: string | null;
  page?: string;
  stage?: LeadStage;
  dealValue?: number | null;
  respondedAfterHours?: number;
  spam?: boolean;
  /** Stored as given (any case); by default an address of its own. */
  email?: string;
}

/** A lead stored as the forms store one, then given the source and deal the capture and pipeline work would give it. */
async function seedLead(b: Backend, seed: Seed): Promise<string> {
  const lead = await b.store.insert({ kind: "full", name: "Dana Visitor", email: `dana${Math.random()}@example.com`, message: "A new site, please.", page: seed.page ?? "/contact", spam: seed.spam ?? false, spamReason: seed.spam ? "honeypot" : null });
  await b.database.db
    .updateTable("leads")
    .set({
      created_at: seed.createdAt,
      landing: seed.landing ?? null,
      channel: seed.channel ?? "direct",
      utm_campaign: seed.campaign ?? null,
      stage: seed.stage ?? "new",
      deal_value: seed.dealValue ?? null,
      first_response_at: seed.respondedAfterHours === undefined ? null : new Date(Date.parse(seed.createdAt) + seed.respondedAfterHours * 3_600_000).toISOString(),
      ...(seed.email ? { email: seed.email } : {}),
    })
    .where("id", "=", lead.id)
    .execute();
  return lead.id;
}

async function seedBooking(b: Backend, slot: string, seed: { createdAt: string; landing: string; channel: Channel; campaign: string | null; cancel?: boolean; email?: string }) {
  const booked = await b.bookings.book({ slot, name: "Omar Visitor", email: `omar${Math.random()}@example.com` }, { clientAddress: "127.0.0.1" });
  if (!booked.ok) throw new Error(JSON.stringify(booked));
  await b.database.db
    .updateTable("bookings")
    .set({ created_at: seed.createdAt, landing: seed.landing, channel: seed.channel, utm_campaign: seed.campaign, ...(seed.cancel ? { status: "cancelled", cancelled_at: seed.createdAt } : {}), ...(seed.email ? { email: seed.email } : {}) })
    .where("id", "=", booked.booking.id)
    .execute();
}

/** The sources report's reads on a real database: each table's own store, the range's edges in office time, the inbox's clean leads. */
export function defineSourcesSuite(target: StorageTarget): void {
  const { backend } = backendHarness(target, { siteUrl: "https://www.agency.example/" });

  it("counts the range's views, clean leads, active bookings, won deals and revenue by landing page, channel, campaign and form page", async () => {
    const b = await backend({ smtp: false });
    await seedLead(b, { createdAt: "2026-10-05T14:00:00.000Z", landing: "/locations/warren", channel: "email", campaign: "spring", page: "/contact", stage: "won", dealValue: 4800, respondedAfterHours: 2 });
    await seedLead(b, { createdAt: "2026-10-06T14:00:00.000Z", landing: "/locations/warren", channel: "email", campaign: "spring", page: "/locations/warren", stage: "proposal", dealValue: 9000, respondedAfterHours: 6 });
    await seedLead(b, { createdAt: "2026-10-07T14:00:00.000Z", landing: "/services", channel: "search", page: "/contact" });
    // Left out: spam, and leads just outside October in Detroit (00:00 EDT on 1 October is 04:00 UTC; 1 November 00:00 EDT is 04:00 UTC).
    await seedLead(b, { createdAt: "2026-10-08T14:00:00.000Z", landing: "/services", channel: "search", spam: true, stage: "won", dealValue: 100 });
    await seedLead(b, { createdAt: "2026-10-01T03:59:00.000Z", landing: "/services", channel: "search" });
    await seedLead(b, { createdAt: "2026-11-01T04:00:00.000Z", landing: "/services", channel: "search" });
    // The range's first and last minutes are in.
    await seedLead(b, { createdAt: "2026-10-01T04:00:00.000Z", landing: null, channel: "direct", page: "/" });
    await seedLead(b, { createdAt: "2026-11-01T03:59:00.000Z", landing: null, channel: "direct", page: "/" });
    const [first, second] = await b.bookings.freeSlots();
    await seedBooking(b, first!.start, { createdAt: "2026-10-09T14:00:00.000Z", landing: "/locations/warren", channel: "email", campaign: "spring" });
    await seedBooking(b, second!.start, { createdAt: "2026-10-09T15:00:00.000Z", landing: "/locations/warren", channel: "email", campaign: "spring", cancel: true });
    await addPageViews(b.database.db, [
      { day: "2026-10-05", path: "/locations/warren", channel: "email", campaign: "spring", views: 15 },
      { day: "2026-10-20", path: "/locations/warren", channel: "direct", campaign: "", views: 5 },
      { day: "2026-10-31", path: "/contact", channel: "email", campaign: "spring", views: 4 },
      { day: "2026-11-01", path: "/contact", channel: "email", campaign: "spring", views: 1000 },
    ]);

    const report = await b.sources.report(query());
    const table = (name: string) => report.tables.find((entry) => entry.table === name)!;
    const row = (name: string, key: string | null) => table(name).rows.find((entry) => entry.key === key);
    expect(row("landing", "/locations/warren")).toEqual({ key: "/locations/warren", views: 20, leads: 2, conversion: 10, bookings: 1, won: 1, revenue: 4800, response: 4 * 3_600_000 });
    expect(row("landing", null)).toMatchObject({ leads: 2, views: 0 });
    expect(row("channel", "email")).toMatchObject({ views: 19, leads: 2, bookings: 1, won: 1, revenue: 4800 });
    expect(row("campaign", "spring")).toMatchObject({ views: 19, leads: 2, bookings: 1, won: 1, revenue: 4800 });
    expect(row("page", "/contact")).toMatchObject({ views: 4, leads: 2, won: 1, revenue: 4800 });
    expect(row("page", "/book")).toMatchObject({ bookings: 1 });
    expect(table("channel").total).toEqual({ key: null, views: 24, leads: 5, conversion: 20.8, bookings: 1, won: 1, revenue: 4800, response: 4 * 3_600_000 });
    expect(report.months.map((entry) => entry.month)).toEqual(["2026-10"]);
    expect(report.months[0]!.channels.email).toEqual({ leads: 2, revenue: 4800 });
    expect(report.truncated).toBe(false);

    const csv = await b.sources.csv(query());
    const blocks = csv.trimEnd().split("\r\n\r\n");
    expect(blocks.map((block) => block.split("\r\n")[0])).toEqual([
      "Landing page,Views,Leads,Conversion,Bookings,Won,Revenue,Median first response (minutes)",
      "Channel,Views,Leads,Conversion,Bookings,Won,Revenue,Median first response (minutes)",
      "Campaign,Views,Leads,Conversion,Bookings,Won,Revenue,Median first response (minutes)",
      "Form page,Views,Leads,Conversion,Bookings,Won,Revenue,Median first response (minutes)",
    ]);
    expect(blocks[0]).toContain("\r\n/locations/warren,20,2,10.0,1,1,4800,240\r\n");
    expect(blocks[2]).toContain("\r\nspring,19,2,10.5,1,1,4800,240\r\n");
    for (const block of blocks) expect(block.split("\r\n").at(-1)).toBe("Total,24,5,20.8,1,1,4800,240");
  });

  it("credits a won lead to its person's first contact: a booking from a campaign, then a won form sent directly by the same address", async () => {
    const b = await backend({ smtp: false });
    const [slot] = await b.bookings.freeSlots();
    await seedBooking(b, slot!.start, { createdAt: "2026-10-03T14:00:00.000Z", landing: "/locations/warren", channel: "email", campaign: "spring", email: "Ruth.Ng@Tailor.example" });
    await seedLead(b, { createdAt: "2026-10-10T14:00:00.000Z", landing: "/contact", channel: "direct", page: "/contact", stage: "won", dealValue: 4800, email: "ruth.ng@tailor.example" });
    // Someone else's won form stays on its own row.
    await seedLead(b, { createdAt: "2026-10-12T14:00:00.000Z", landing: "/services", channel: "search", page: "/contact", stage: "won", dealValue: 1000 });
    await b.sources.addLink({ path: "/locations/warren", utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" }, ["/locations/warren"], "owner@agency.example");

    const report = await b.sources.report(query());
    const row = (name: string, key: string | null) => report.tables.find((entry) => entry.table === name)!.rows.find((entry) => entry.key === key);
    expect(row("campaign", "spring")).toMatchObject({ leads: 0, bookings: 1, won: 1, revenue: 4800 });
    expect(row("channel", "email")).toMatchObject({ leads: 0, bookings: 1, won: 1, revenue: 4800 });
    expect(row("channel", "direct")).toMatchObject({ leads: 1, bookings: 0, won: 0, revenue: 0 });
    expect(row("channel", "search")).toMatchObject({ leads: 1, won: 1, revenue: 1000 });
    expect(row("landing", "/locations/warren")).toMatchObject({ bookings: 1, won: 1, revenue: 4800 });
    expect(row("page", "/book")).toMatchObject({ bookings: 1, won: 1, revenue: 4800 });
    expect(row("page", "/contact")).toMatchObject({ leads: 2, won: 1, revenue: 1000 });
    expect(report.months[0]!.channels.email).toEqual({ leads: 0, revenue: 4800 });
    expect(report.months[0]!.channels.direct).toEqual({ leads: 1, revenue: 0 });
    expect(report.links[0]).toMatchObject({ campaign: "spring", leads: 0, won: 1, revenue: 4800 });

    // Totals are the inbox's won leads and their values.
    const inbox = await b.inbox.view({ view: "all" });
    const wonInInbox = inbox.items.flatMap((item) => (item.type === "lead" && item.stage === "won" ? [item.dealValue ?? 0] : []));
    expect(wonInInbox).toHaveLength(2);
    const revenueInInbox = wonInInbox.reduce((sum, value) => sum + value, 0);
    expect(revenueInInbox).toBe(5800);
    for (const table of report.tables) expect(table.total).toMatchObject({ leads: 2, bookings: 1, won: wonInInbox.length, revenue: revenueInInbox });
  });

  it("agrees with the inbox: the report's leads are the All view's leads, spam left out", async () => {
    const b = await backend({ smtp: false });
    for (let day = 1; day <= 6; day += 1) await seedLead(b, { createdAt: `2026-10-${String(day + 9)}T14:00:00.000Z`, channel: day % 2 ? "search" : "social", spam: day === 3 });
    const everything = await b.sources.report(query(new URLSearchParams("from=2026-01-01&to=2026-11-26")));
    const inbox = await b.inbox.view({ view: "all" });
    const inboxLeads = inbox.items.filter((item) => item.type === "lead").length;
    expect(inboxLeads).toBe(5);
    for (const table of everything.tables) expect(table.total.leads).toBe(inboxLeads);
  });

  it("makes campaign links for the site's pages and lists each with its campaign's figures", async () => {
    const b = await backend({ smtp: false });
    const pages = ["/", "/locations/warren"];
    const made = await b.sources.addLink({ path: "/locations/warren", utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" }, pages, "owner@agency.example");
    expect(made).toEqual({ ok: true, created: true, url: "https://www.agency.example/locations/warren?utm_source=newsletter&utm_medium=email&utm_campaign=spring" });
    expect(await b.sources.addLink({ path: "/locations/warren", utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" }, pages, "member@agency.example")).toMatchObject({ ok: true, created: false });
    expect(await b.sources.addLink({ path: "/admin", utm_source: "x", utm_medium: "y", utm_campaign: "z" }, pages, "owner@agency.example")).toMatchObject({ ok: false, errors: { path: expect.any(String) } });
    await seedLead(b, { createdAt: "2026-10-05T14:00:00.000Z", landing: "/locations/warren", channel: "email", campaign: "spring", stage: "won", dealValue: 4800 });
    await addPageViews(b.database.db, [{ day: "2026-10-05", path: "/locations/warren", channel: "email", campaign: "spring", views: 7 }]);

    const { links } = await b.sources.report(query());
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ path: "/locations/warren", source: "newsletter", medium: "email", campaign: "spring", createdBy: "owner@agency.example", views: 7, leads: 1, won: 1, revenue: 4800 });
  });
}
