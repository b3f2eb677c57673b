import { Hono } from "hono";
import { afterEach, beforeEach, expect, it } from "vitest";
import { startBackend, type Backend } from "../../../server/backend";
import { openDatabase, type DatabaseHandle } from "../../../server/db/connect";
import { limitRequestBodies } from "../../../server/http/body-limit";
import { registerPageViewRoutes } from "../../../server/sources/http";
import { PageViewCounter } from "../../../server/sources/page-view-counter";
import { addPageViews, pageViewsBetween } from "../../../server/sources/page-view-store";
import type { StorageTarget } from "./outbox-suite";

const quiet = { log() {}, warn() {}, error() {} };

const ORIGIN = "http://127.0.0.1:4402";
const PAGES = new Set(["/", "/services", "/locations/warren", "/contact"]);
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** 04:30 UTC on 1 March 2027 is still 28 February in Detroit (EST, UTC−5): the office's date counts. */
const LATE_EVENING_IN_DETROIT = Date.parse("2027-03-01T04:30:00Z");

/** A beacon as Chromium's `navigator.sendBeacon(url, string)` sends it from a page of the site. */
function beacon(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "text/plain;charset=UTF-8", origin: ORIGIN, "sec-fetch-site": "same-origin", "user-agent": CHROME, "x-client": "192.0.2.1", ...headers },
  };
}

/**
 * Page views as daily counts on every database: the store adds, the counter batches in memory and
 * writes on its beat and at shutdown, and `POST /api/views` counts only a person's view of a page of
 * the site, whatever else it is sent.
 */
export function definePageViewsSuite(target: StorageTarget): void {
  const handles: DatabaseHandle[] = [];
  const backends: Backend[] = [];

  async function database(): Promise<DatabaseHandle> {
    const handle = await openDatabase({ ...target.config(), log: quiet });
    handles.push(handle);
    return handle;
  }

  async function backend(): Promise<Backend> {
    const started = await startBackend({ ...target.config(), smtpUrl: undefined, mailFrom: "site@agency.example", contactTo: "leads@agency.example", rateLimit: null }, { log: quiet });
    backends.push(started);
    return started;
  }

  /** The API as server/app.ts mounts it: the body bound first, then the route (the client address from a test header). */
  function api(b: Backend): Hono {
    const app = new Hono();
    app.use(limitRequestBodies());
    registerPageViewRoutes(app, { ...b.pageViews, pages: PAGES, postOrigins: () => [ORIGIN], clientAddress: (c) => c.req.header("x-client") ?? "unknown" });
    return app;
  }

  beforeEach(async () => {
    await target.reset();
  });

  afterEach(async () => {
    for (const b of backends.splice(0)) await b.stop();
    for (const handle of handles.splice(0)) await handle.close();
  });

  it("adds each batch to its day's row and reads the days of a range", async () => {
    const { db } = await database();
    await addPageViews(db, [
      { day: "2027-02-28", path: "/services", channel: "search", campaign: "", views: 2 },
      { day: "2027-03-01", path: "/services", channel: "email", campaign: "spring", views: 1 },
    ]);
    await addPageViews(db, [
      { day: "2027-02-28", path: "/services", channel: "search", campaign: "", views: 3 },
      { day: "2027-03-02", path: "/", channel: "direct", campaign: "", views: 1 },
    ]);
    expect(await pageViewsBetween(db, "2027-02-28", "2027-03-01")).toEqual([
      { day: "2027-02-28", path: "/services", channel: "search", campaign: "", views: 5 },
      { day: "2027-03-01", path: "/services", channel: "email", campaign: "spring", views: 1 },
    ]);
    expect(await pageViewsBetween(db, "2027-03-02", "2027-03-02")).toHaveLength(1);
  });

  it("counts in memory on the office's date and writes on flush and on stop, one row per page, channel and campaign", async () => {
    const { db } = await database();
    const counter = new PageViewCounter({ db, clock: () => LATE_EVENING_IN_DETROIT, log: quiet });
    counter.record({ path: "/services", channel: "email", campaign: "spring" });
    counter.record({ path: "/services", channel: "email", campaign: "spring" });
    counter.record({ path: "/", channel: "direct", campaign: "" });
    expect(await pageViewsBetween(db, "2000-01-01", "2099-12-31")).toEqual([]);
    await counter.flush();
    counter.record({ path: "/services", channel: "email", campaign: "spring" });
    await counter.stop();
    const rows = await pageViewsBetween(db, "2000-01-01", "2099-12-31");
    expect(rows.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { day: "2027-02-28", path: "/", channel: "direct", campaign: "", views: 1 },
      { day: "2027-02-28", path: "/services", channel: "email", campaign: "spring", views: 3 },
    ]);
  });

  it("holds at most its bound of distinct counts between writes and drops the rest", async () => {
    const { db } = await database();
    const counter = new PageViewCounter({ db, maxPendingKeys: 10, log: quiet });
    for (let n = 0; n < 50; n++) counter.record({ path: "/", channel: "campaign", campaign: `c${n}` });
    counter.record({ path: "/", channel: "campaign", campaign: "c0" });
    expect(counter.pendingKeys).toBe(10);
    await counter.stop();
    const rows = await pageViewsBetween(db, "2000-01-01", "2099-12-31");
    expect(rows).toHaveLength(10);
    expect(rows.reduce((sum, row) => sum + row.views, 0)).toBe(11);
  });

  it("counts a person's beacon under its channel and campaign, and the backend's stop writes it", async () => {
    const b = await backend();
    const app = api(b);
    const sent = [
      await app.request("/api/views", beacon({ path: "/locations/warren", referrer: "mail.google.com", utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" })),
      await app.request("/api/views", beacon({ path: "/services", referrer: "www.google.com" })),
      // The site's own host is a move between its pages, not a referrer.
      await app.request("/api/views", beacon({ path: "/contact", referrer: "127.0.0.1" })),
      await app.request("/api/views", beacon({ path: "/contact" }, { "content-type": "application/json" })),
    ];
    expect(sent.map((response) => response.status)).toEqual([204, 204, 204, 204]);
    await b.stop();
    backends.length = 0;
    const { db } = await database();
    const rows = (await pageViewsBetween(db, "2000-01-01", "2099-12-31")).map(({ path, channel, campaign, views }) => ({ path, channel, campaign, views }));
    expect(rows.sort((a, c) => a.path.localeCompare(c.path))).toEqual([
      { path: "/contact", channel: "direct", campaign: "", views: 2 },
      { path: "/locations/warren", channel: "email", campaign: "spring", views: 1 },
      { path: "/services", channel: "search", campaign: "", views: 1 },
    ]);
  });

  it("does not count a crawler, a prefetch or a prerender, nor a request without a page of the site behind it", async () => {
    const b = await backend();
    const app = api(b);
    const view = { path: "/services" };
    const refused = [
      beacon(view, { "user-agent": GOOGLEBOT }),
      beacon(view, { "user-agent": "curl/8.5.0" }),
      beacon(view, { "user-agent": "" }),
      beacon(view, { "sec-purpose": "prefetch" }),
      beacon(view, { "sec-purpose": "prefetch;prerender" }),
      beacon(view, { purpose: "prefetch" }),
      beacon(view, { origin: "https://evil.example" }),
      beacon(view, { origin: "null" }),
      beacon(view, { "sec-fetch-site": "cross-site" }),
      beacon(view, { "content-type": "application/x-www-form-urlencoded" }),
      beacon(view, { "content-type": "text/plain;charset=ISO-8859-1" }),
    ];
    const withoutOrigin = beacon(view);
    delete (withoutOrigin.headers as Record<string, string>).origin;
    refused.push(withoutOrigin);
    for (const init of refused) expect((await app.request("/api/views", init)).status).toBe(204);
    await b.pageViews.counter.flush();
    expect(await pageViewsBetween(b.database.db, "2000-01-01", "2099-12-31")).toEqual([]);
  });

  it("1,000 hostile beacons: always 204, nothing stored but bounded counts of the site's pages", async () => {
    const b = await backend();
    const app = api(b);
    const hostile: RequestInit[] = [];
    const from = (n: number) => ({ "x-client": `198.51.100.${n % 250}` });
    for (let n = 0; n < 100; n++) hostile.push(beacon({ path: "/" + "a".repeat(3_000 + n) }, from(n)));
    for (let n = 0; n < 100; n++) hostile.push(beacon({ path: ["/admin", "/api/views", "/locations/nowhere", `/book/cancel/${n}`, "//evil.example", "/services/", "/services?x=1", "", "/SERVICES", "/services%00"][n % 10] }, from(n)));
    for (let n = 0; n < 100; n++) hostile.push(beacon(["{", "null", "[]", '"/"', "\u0000", "{}", '{"path":1}', '{"path":["/"]}', "x".repeat(2_100), '{"path":"/","path":{}}'][n % 10]!, from(n)));
    for (let n = 0; n < 50; n++) hostile.push({ ...beacon({ path: "/" }, from(n)), body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) });
    for (let n = 0; n < 100; n++) hostile.push(beacon({ path: "/" }, { ...from(n), "content-type": ["multipart/form-data; boundary=x", "application/xml", "", "text/html", "application/json; charset=utf-16"][n % 5]! }));
    for (let n = 0; n < 50; n++) hostile.push(beacon({ path: "/" }, { ...from(n), "user-agent": ["Googlebot/2.1", "bingbot/2.0", "HeadlessChrome/120", "python-requests/2.31", "x".repeat(2_000)][n % 5]! }));
    // Junk utm values from one address: each a page view of a real page, so only the flood limit and the normalisation bound them.
    const junk = (n: number) => ({
      path: "/services",
      utm_campaign: [`c${n}\u202e\u0000<script>` + "z".repeat(500), { $gt: "" }, ["spring"], 42, "=HYPERLINK(\"http://evil.example\")", "\ud800", " ", `camp ${n}`][n % 8],
      utm_medium: n % 3 === 0 ? "cpc" : { nested: true },
      utm_source: "x".repeat(n),
      referrer: ["javascript:alert(1)", "http://[::1]/", "a".repeat(300), "https://user:pw@evil.example/path?q=1"][n % 4],
    });
    for (let n = 0; n < 200; n++) hostile.push(beacon(junk(n), { "x-client": "203.0.113.7" }));
    // A flood of good-looking beacons from one address.
    for (let n = 0; n < 300; n++) hostile.push(beacon({ path: "/contact" }, { "x-client": "203.0.113.9" }));
    expect(hostile).toHaveLength(1_000);

    const statuses = new Set<number>();
    for (const init of hostile) statuses.add((await app.request("/api/views", init)).status);
    expect([...statuses]).toEqual([204]);

    await b.pageViews.counter.flush();
    const rows = await pageViewsBetween(b.database.db, "2000-01-01", "2099-12-31");
    for (const row of rows) {
      expect(PAGES.has(row.path)).toBe(true);
      expect(row.campaign.length).toBeLessThanOrEqual(100);
      // No control, bidi or lone surrogate character is stored.
      expect([...row.campaign].filter((char) => char.charCodeAt(0) < 0x20 || char === "\u202e" || /[\ud800-\udfff]/.test(char))).toEqual([]);
    }
    const viewsOf = (path: string) => rows.filter((row) => row.path === path).reduce((sum, row) => sum + row.views, 0);
    // Only the two addresses' beacons were page views, each address up to its limit in memory (120 per 10 minutes).
    expect(viewsOf("/contact")).toBe(120);
    expect(viewsOf("/services")).toBeLessThanOrEqual(120);
    expect(viewsOf("/")).toBe(0);
    expect(rows.filter((row) => row.path === "/services").length).toBeLessThanOrEqual(120);
  });
}
