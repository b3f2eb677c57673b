import { expect, it } from "vitest";
import { Hono } from "hono";
import type { StorageTarget } from "./outbox-suite";
import { backendHarness } from "./backend-harness";
import { registerContactRoutes } from "../../../server/contact/http";
import { registerBookingRoutes } from "../../../server/booking/http";
import type { Backend } from "../../../server/backend";

const SITE = "https://www.agency.example";

/** The JSON API over a backend, as server/app.ts registers it. */
function api(b: Backend) {
  const app = new Hono();
  registerContactRoutes(app, { service: b.service, clientAddress: () => "127.0.0.1", siteOrigins: () => [SITE] });
  registerBookingRoutes(app, { service: b.bookings, clientAddress: () => "127.0.0.1" });
  return (path: string, body: unknown) => app.request(path, { method: "POST", headers: { "content-type": "application/json", referer: `${SITE}/contact` }, body: JSON.stringify(body) });
}

const lead = { kind: "full", name: "Dana Visitor", email: "dana@example.com", subject: "A new website", message: "We need a new website for our bakery in Warren." };
const newsletter = { landing: "/locations/warren", referrer: "https://news.example.org/issue-12", utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring", utm_term: "web design", utm_content: "header", click: "0" };

/**
 * The visit's source (issue 41) from `POST /api/contact` and `POST /api/bookings` to the stored row and
 * the workspace's view of it: normalised, its channel derived once, a hostile source dropped without
 * costing the submission. Runs per database (SQLite, PostgreSQL).
 */
export function defineVisitSourceSuite(target: StorageTarget): void {
  const { backend } = backendHarness(target, { siteUrl: `${SITE}/` });

  it("a lead sent with a source stores it normalised, with its channel, and the workspace's lead shows it", async () => {
    const b = await backend({ smtp: false });
    const response = await api(b)("/api/contact", { ...lead, source: newsletter });
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    const row = await b.database.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      page: "/contact",
      landing: "/locations/warren",
      referrer: "news.example.org",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
      utm_term: "web design",
      utm_content: "header",
      channel: "email",
    });
    expect(Number(row.click)).toBe(0);
    expect((await b.inbox.lead(id))?.lead.source).toEqual({ ...newsletter, referrer: "news.example.org", click: false, channel: "email" });
  });

  it("a lead without a source is direct, and a hostile source is dropped without costing the lead", async () => {
    const b = await backend({ smtp: false });
    const post = api(b);
    const plain = await post("/api/contact", lead);
    expect(plain.status).toBe(202);
    const hostile = [
      "spring",
      ["/x"],
      null,
      { landing: "//evil.example/x", referrer: "javascript:alert(1)", utm_campaign: { $ne: 1 }, utm_source: "\u0000", click: { yes: true }, gclid: "abc" },
      { landing: `/${"a".repeat(5000)}`, referrer: `${"x".repeat(300)}.example`, utm_medium: "=cmd|' /C calc'!A0\r\nBcc: x@y" },
      // The site's own pages are a move within the visit, not a referrer.
      { referrer: `${SITE}/services`, landing: "/pricing?gclid=secret#top", click: "1" },
    ];
    const ids: string[] = [(await plain.json()).id];
    for (const source of hostile) {
      const response = await post("/api/contact", { ...lead, email: `dana${ids.length}@example.com`, source });
      expect(response.status, JSON.stringify(source)).toBe(202);
      ids.push(((await response.json()) as { id: string }).id);
    }
    const rows = await b.database.db.selectFrom("leads").selectAll().where("id", "in", ids).execute();
    expect(rows).toHaveLength(ids.length);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of ids.slice(0, 5)) {
      expect(byId.get(id), id).toMatchObject({ landing: null, referrer: null, utm_source: null, utm_campaign: null, utm_term: null, utm_content: null, channel: "direct" });
      expect(Number(byId.get(id)!.click)).toBe(0);
    }
    // Text is kept only as clean text: one line, no control characters, capped.
    const long = byId.get(ids[5]!)!;
    expect(long).toMatchObject({ landing: null, referrer: null });
    expect(long.utm_medium).not.toMatch(/[\r\n]/);
    expect(long.channel).toBe("campaign");
    const own = byId.get(ids[6]!)!;
    expect(own).toMatchObject({ referrer: null, landing: "/pricing", channel: "paid" });
    expect(Number(own.click)).toBe(1);
    expect(JSON.stringify(rows)).not.toContain("secret");
  });

  it("a booking sent with a source stores it with its channel; a hostile one is dropped and the booking still made", async () => {
    const b = await backend({ smtp: false });
    const post = api(b);
    const [first, second] = await b.bookings.freeSlots();
    const person = { name: "Dana Visitor", email: "dana@example.com", phone: "586-555-0100", topic: "A new website" };
    const booked = await post("/api/bookings", { slot: first!.start, ...person, source: { landing: "/services/web-design", referrer: "https://www.google.com/search?q=web+design", click: true } });
    expect(booked.status).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    const row = await b.database.db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ landing: "/services/web-design", referrer: "google.com", utm_campaign: null, channel: "paid" });
    expect(Number(row.click)).toBe(1);
    expect((await b.inbox.booking(id))?.booking.source).toMatchObject({ landing: "/services/web-design", referrer: "google.com", click: true, channel: "paid" });

    const hostile = await post("/api/bookings", { slot: second!.start, ...person, email: "lee@example.com", source: [{ landing: "/x" }] });
    expect(hostile.status).toBe(201);
    const other = await b.database.db.selectFrom("bookings").selectAll().where("id", "=", ((await hostile.json()) as { id: string }).id).executeTakeFirstOrThrow();
    expect(other).toMatchObject({ landing: null, referrer: null, channel: "direct" });
  });
}
