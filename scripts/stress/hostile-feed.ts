/**
 * Calendar feeds an attacker with the owner's session (or a careless subscription) could point the
 * server at, and a loopback server that serves them: for the event-loop test
 * (tests/integration/busy-calendar-event-loop.test.ts) and the stress run's feed phase.
 */
import { createServer, type Server } from "node:http";

export interface HostileFeed {
  name: string;
  body: string;
  /** What the workspace must show once the feed is read. */
  expected: { tooLarge: true } | { tooLarge: false; busy: { start: string; end: string }[] };
}

const icsTime = (at: Date) => at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
const calendar = (events: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Stress//Hostile feed//EN", ...events, "END:VCALENDAR", ""].join("\r\n");
const event = (uid: string, lines: string[]) => ["BEGIN:VEVENT", `UID:${uid}@hostile.test`, "DTSTAMP:20260101T000000Z", ...lines, "END:VEVENT"].join("\r\n");
const DAY_MS = 86_400_000;

/**
 * The probe's feeds, relative to `now`: ten one-minute events every minute from tomorrow (1.3 KB; it
 * stalled the server for 9 s), the same from 2000, 4 MiB of such events, and thousands of weekly
 * events that ended years ago beside one busy hour tomorrow (read correctly, and at once).
 */
export function hostileFeeds(now: Date): HostileFeed[] {
  const tomorrow = new Date(Math.ceil(now.getTime() / DAY_MS) * DAY_MS + 9 * 3_600_000);
  const minutely = (from: Date, n: number) => event(`minutely-${n}`, [`DTSTART:${icsTime(new Date(from.getTime() + n * 60_000))}`, "DURATION:PT1M", "RRULE:FREQ=MINUTELY"]);
  const tenFrom = (from: Date) => calendar(Array.from({ length: 10 }, (_, n) => minutely(from, n)));
  const y2000 = new Date("2000-01-01T09:00:00Z");
  const fourMiB = (() => {
    const one = minutely(y2000, 0).length + 2;
    return calendar(Array.from({ length: Math.floor((4 * 1024 * 1024) / one) }, (_, n) => minutely(y2000, n)));
  })();
  const busyHour = { start: tomorrow.toISOString(), end: new Date(tomorrow.getTime() + 3_600_000).toISOString() };
  const pastWeekly = Array.from({ length: 5_000 }, (_, n) =>
    event(`weekly-${n}`, [`DTSTART:${icsTime(new Date(Date.UTC(2010, 0, 4, 8) + (n % 600) * 60_000))}`, "DURATION:PT30M", "RRULE:FREQ=WEEKLY;UNTIL=20200101T000000Z"]),
  );
  return [
    { name: "10 events every minute from tomorrow", body: tenFrom(tomorrow), expected: { tooLarge: true } },
    { name: "10 events every minute from 2000", body: tenFrom(y2000), expected: { tooLarge: true } },
    { name: `${fourMiB.match(/BEGIN:VEVENT/g)!.length.toLocaleString("en-US")} events every minute from 2000 (4 MiB)`, body: fourMiB, expected: { tooLarge: true } },
    {
      name: "5,000 weekly events 2010–2019 and one busy hour tomorrow",
      body: calendar([...pastWeekly, event("tomorrow", [`DTSTART:${icsTime(tomorrow)}`, `DTEND:${icsTime(new Date(busyHour.end))}`])]),
      expected: { tooLarge: false, busy: [busyHour] },
    },
  ];
}

/** An empty calendar: the feed of the baseline. */
export const emptyFeed = () => calendar([]);

/** A loopback HTTP server answering every GET with the current feed (and counting them). */
export async function serveFeed(): Promise<{ url: string; set(body: string): void; requests(): number; close(): Promise<void> }> {
  let body = Buffer.from(calendar([]));
  let requests = 0;
  const server: Server = createServer((_request, response) => {
    requests++;
    response.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "no-store" });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/calendar/private-0123456789abcdef/basic.ics`,
    // Encoded once: serving it costs the process (the test's own event loop) no 4 MiB conversion per request.
    set: (next) => (body = Buffer.from(next)),
    requests: () => requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
