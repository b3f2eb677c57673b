import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterEach, beforeEach, expect, it } from "vitest";
import { startBackend, type Backend, type BackendConfig } from "../../../server/backend";
import { NOT_PUBLIC } from "../../../server/booking/busy-calendar/fetch";
import { parseAllowedNetworks } from "../../../server/booking/busy-calendar/public-network";
import type { StorageTarget } from "./outbox-suite";

const icsTime = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
const calendar = (events: { start: string; end: string; extra?: string[] }[]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//Loopback//EN",
    ...events.flatMap((event, n) => ["BEGIN:VEVENT", `UID:event-${n}@test`, "DTSTAMP:20260101T000000Z", `DTSTART:${icsTime(event.start)}`, `DTEND:${icsTime(event.end)}`, ...(event.extra ?? []), "END:VEVENT"]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");

/**
 * The owner's calendar feed over real loopback HTTP against a real database: a busy event blocks
 * its slot (409 for a booking), 304 Not Modified keeps the copy, a failing or too large feed keeps
 * the last good busy times and records the failure, and two instances sharing the database fetch once.
 */
export function defineBusyCalendarSuite(target: StorageTarget): void {
  const backends: Backend[] = [];
  const requests: IncomingMessage[] = [];
  let feed: { status: number; body: string; etag: string } = { status: 200, body: calendar([]), etag: '"v0"' };
  let server: Server;
  let url = "";

  /** A backend with the feed set for the deployment (BOOKING_BUSY_ICS_URL), unless the test sets the address in the workspace. */
  async function backend(feedConfig: Pick<BackendConfig, "busyCalendarUrl" | "feedPrivateNetworks"> = { busyCalendarUrl: url }): Promise<Backend> {
    const started = await startBackend(
      { ...target.config(), mailFrom: "site@agency.example", contactTo: "leads@agency.example", rateLimit: null, ...feedConfig },
      {
        log: { log: () => undefined, warn: () => undefined, error: () => undefined },
        // Checks only when the test asks (checkFeed), apart from the first one at start.
        busyCalendar: { intervalMs: 60_000, tickMs: 60_000, limits: { timeoutMs: 2_000, maxBytes: 64 * 1024 } },
      },
    );
    backends.push(started);
    return started;
  }

  const synced = async (b: Backend) => {
    for (let i = 0; i < 100 && !(await b.availability.feed()).syncedAt; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    return b.availability.feed();
  };

  beforeEach(async () => {
    await target.reset();
    requests.length = 0;
    feed = { status: 200, body: calendar([]), etag: '"v0"' };
    server = createServer((request, response) => {
      requests.push(request);
      if (feed.status === 200 && request.headers["if-none-match"] === feed.etag) {
        response.writeHead(304, { ETag: feed.etag });
        response.end();
        return;
      }
      response.writeHead(feed.status, { "Content-Type": "text/calendar; charset=utf-8", ETag: feed.etag, "Last-Modified": "Tue, 24 Nov 2026 12:00:00 GMT" });
      response.end(feed.body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/calendar/private-0123456789abcdef/basic.ics`;
  });

  afterEach(async () => {
    for (const b of backends.splice(0)) await b.stop();
    await new Promise((resolve) => server.close(resolve));
  });

  it("a busy event blocks its slot (and a booking of it is slot_taken); 304 keeps the copy; a failing or too large feed keeps the last good busy times", async () => {
    const b = await backend();
    expect((await synced(b)).lastError).toBeNull();
    const [, slot, next] = await b.bookings.freeSlots();
    feed = { status: 200, body: calendar([{ start: slot!.start, end: slot!.end }, { start: next!.start, end: next!.end, extra: ["TRANSP:TRANSPARENT"] }]), etag: '"v1"' };
    await b.availability.checkFeed();
    let free = (await b.bookings.freeSlots()).map((s) => s.start);
    expect(free).not.toContain(slot!.start);
    expect(free).toContain(next!.start);
    const taken = await b.bookings.book({ slot: slot!.start, name: "Ada", email: "ada@example.com" }, { clientAddress: "127.0.0.1" });
    expect(taken).toEqual({ ok: false, error: "slot_taken" });
    expect(await b.bookingStore.upcoming(new Date())).toEqual([]);

    // Unchanged: the server is asked with the ETag and answers 304; the busy times stay.
    await b.availability.checkFeed();
    expect(requests.at(-1)!.headers["if-none-match"]).toBe('"v1"');
    expect(requests.at(-1)!.headers["if-modified-since"]).toBe("Tue, 24 Nov 2026 12:00:00 GMT");
    expect((await b.availability.feed()).busyCount).toBe(1);

    // Failing: the last good copy stays in use, the workspace says since when and why.
    feed = { ...feed, status: 500, etag: '"v2"' };
    await b.availability.checkFeed();
    const failing = await b.availability.feed();
    expect(failing.failingSince).not.toBeNull();
    expect(failing.lastError).toContain("HTTP 500");
    expect(failing.masked).toBe(`http://${new URL(url).host}/…`);
    free = (await b.bookings.freeSlots()).map((s) => s.start);
    expect(free).not.toContain(slot!.start);

    // Too large (over the 64 KiB cap of this test): refused, the copy stays; the failure keeps its first time.
    feed = { status: 200, body: calendar([]) + "X".repeat(70 * 1024), etag: '"v3"' };
    await b.availability.checkFeed();
    const large = await b.availability.feed();
    expect(large.lastError).toBe("The calendar feed is too large: it is larger than 64 KiB");
    expect(large.failingSince).toBe(failing.failingSince);
    expect((await b.bookings.freeSlots()).map((s) => s.start)).not.toContain(slot!.start);

    // Not a calendar: refused the same way.
    feed = { status: 200, body: "<html>Sign in to continue</html>", etag: '"v4"' };
    await b.availability.checkFeed();
    expect((await b.availability.feed()).lastError).not.toBeNull();
    expect((await b.bookings.freeSlots()).map((s) => s.start)).not.toContain(slot!.start);

    // Recovered: the new copy replaces the old one, the failure is cleared.
    feed = { status: 200, body: calendar([]), etag: '"v5"' };
    await b.availability.checkFeed();
    const recovered = await b.availability.feed();
    expect(recovered.failingSince).toBeNull();
    expect((await b.bookings.freeSlots()).map((s) => s.start)).toContain(slot!.start);
  });

  it("two instances sharing the database fetch the feed once per interval, and both read its busy times", async () => {
    feed = { status: 200, body: calendar([]), etag: '"w0"' };
    const one = await backend();
    const two = await backend();
    await synced(one);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests).toHaveLength(1);
    const [slot] = await one.bookings.freeSlots();
    feed = { status: 200, body: calendar([{ start: slot!.start, end: slot!.end }]), etag: '"w1"' };
    await one.availability.checkFeed();
    expect((await two.bookings.freeSlots()).map((s) => s.start)).not.toContain(slot!.start);
  });

  it("availability saved by one instance applies to the other's slots and bookings at once", async () => {
    const one = await backend();
    const two = await backend();
    const settings = await one.availability.settings();
    const [first] = await two.bookings.freeSlots();
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: settings.timeZone }).format(new Date(first!.start));
    const saved = await one.availability.save({ ...settings, blocked: [...settings.blocked, { from: day, to: day, note: "Vacation" }] }, "owner@agency.example");
    expect(saved.ok).toBe(true);
    expect((await two.bookings.freeSlots()).map((s) => s.start)).not.toContain(first!.start);
    const refused = await two.bookings.book({ slot: first!.start, name: "Ada", email: "ada@example.com" }, { clientAddress: "127.0.0.1" });
    expect(refused).toMatchObject({ ok: false, error: "validation" });
  });

  it("an address set in the workspace reaches no private network unless the operator allows it (BOOKING_FEED_PRIVATE_NETWORKS)", async () => {
    const closed = await backend({});
    for (const address of [url, "http://169.254.169.254/latest/meta-data/", "http://[::1]/c.ics", "http://localhost:8080/c.ics", "webcal://10.1.2.3/c.ics"]) {
      expect(await closed.availability.setFeedUrl(address), address).toEqual({ ok: false, error: NOT_PUBLIC });
    }
    expect((await closed.availability.feed()).source).toBeNull();
    expect(await closed.availability.setFeedUrl("https://calendar.example.com/private-abc/basic.ics")).toEqual({ ok: true });
    await closed.stop();
    backends.splice(backends.indexOf(closed), 1);

    // Allowed: saved and read like any feed.
    const open = await backend({ feedPrivateNetworks: parseAllowedNetworks("127.0.0.1") });
    expect(await open.availability.setFeedUrl(url)).toEqual({ ok: true });
    const [slot] = await open.bookings.freeSlots();
    feed = { status: 200, body: calendar([{ start: slot!.start, end: slot!.end }]), etag: '"p1"' };
    await open.availability.checkFeed();
    expect((await open.availability.feed()).lastError).toBeNull();
    expect((await open.bookings.freeSlots()).map((s) => s.start)).not.toContain(slot!.start);
    const fetched = requests.length;

    // The same saved address on an instance without the permission: refused at connect time, no request
    // reaches the server, the workspace says why, and the last good busy times stay in use.
    const other = await backend({});
    await other.availability.checkFeed();
    const status = await other.availability.feed();
    expect(status.lastError).toBe(NOT_PUBLIC);
    expect(status.failingSince).not.toBeNull();
    expect(requests).toHaveLength(fetched);
    expect((await other.bookings.freeSlots()).map((s) => s.start)).not.toContain(slot!.start);
  });
}
