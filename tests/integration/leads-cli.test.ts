import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/connect";
import { LeadStore } from "../../server/contact/lead-store";
import { BookingStore } from "../../server/booking/store";

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), "mws-leads-cli-"));
const leads = (...args: string[]) => leadsIn(dataDir, ...args);
// stdout is a pipe here, as in `npm run leads -- list --json | jq`.
const leadsIn = (dir: string, ...args: string[]) =>
  run(process.execPath, ["--import", "tsx", "scripts/leads.ts", ...args], {
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "" },
    maxBuffer: 64 * 1024 * 1024,
  });

let database: DatabaseHandle;
const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await openDatabase({ dataDir, log: { log() {}, error() {} } });
  const store = new LeadStore(database.db, database.dialect);
  ids.full = (await store.insert({ kind: "full", name: "Dana, \"D\" Whitfield", email: "dana@example.com", subject: "Quote", message: "Line 1\nLine 2", page: "/contact", spam: false }, new Date("2026-01-01T10:00:00Z"))).id;
  ids.location = (await store.insert({ kind: "location", name: "Lee", email: "lee@example.com", phone: "+1 586", message: "=cmd()", location: "warren", spam: false }, new Date("2026-01-02T10:00:00Z"))).id;
  ids.spam = (await store.insert({ kind: "full", name: "Bot", email: "bot@example.com", message: "buy", spam: true, spamReason: "honeypot,link_stuffed" }, new Date("2026-01-03T10:00:00Z"))).id;

  // Bookings far in the future (upcoming whatever today is), one of them cancelled, one spam, and one long past.
  const bookings = new BookingStore(database.db, database.dialect);
  const book = async (start: string, name: string, topic?: string, spamReason: string | null = null) => {
    const booking = await bookings.create(
      { slot: { start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString() }, name, email: `${name.toLowerCase()}@example.com`, topic },
      `hash-${name}`,
      new Date(),
      spamReason,
    );
    if (booking === "slot_taken") throw new Error("slot taken");
    return booking.id;
  };
  ids.later = await book("2099-03-10T14:00:00.000Z", "Later", "=HYPERLINK()");
  ids.sooner = await book("2099-03-09T15:00:00.000Z", "Sooner", "Shop site");
  ids.cancelled = await book("2099-03-11T14:00:00.000Z", "Gone");
  await bookings.cancel(ids.cancelled);
  ids.spamBooking = await book("2099-03-12T14:00:00.000Z", "Bot", undefined, "honeypot");
  ids.past = await book("2001-03-09T15:00:00.000Z", "Past");
});

afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run leads", () => {
  it("list shows real leads newest first, without spam", async () => {
    const { stdout } = await leads("list");
    expect(stdout).toContain("2 lead(s)");
    expect(stdout.indexOf(ids.location!)).toBeLessThan(stdout.indexOf(ids.full!));
    expect(stdout).toContain('From: Dana, "D" Whitfield <dana@example.com>');
    expect(stdout).toContain("Message: Line 1\n           Line 2");
    expect(stdout).toContain("Location: warren");
    expect(stdout).not.toContain(ids.spam);
    const { stdout: withSpam } = await leads("list", "--spam", "--json");
    expect((JSON.parse(withSpam) as { id: string }[]).map((lead) => lead.id)).toEqual([ids.spam, ids.location, ids.full]);
    // The text says why a lead is spam, in the workspace's words.
    const { stdout: spamText } = await leads("list", "--spam");
    expect(spamText).toContain("[SPAM: Filled the hidden field only bots see; ");
  });

  it("export --csv writes a spreadsheet-safe CSV to stdout or a file", async () => {
    const { stdout } = await leads("export", "--csv");
    const lines = stdout.split("\r\n");
    expect(lines[0]).toBe("id,createdAt,kind,name,email,phone,subject,message,location,page,spam,spamReason,status,attempts,lastError,sentAt");
    expect(stdout).toContain(`${ids.full},2026-01-01T10:00:00.000Z,full,"Dana, ""D"" Whitfield",dana@example.com,,Quote,"Line 1\nLine 2",,/contact,false,,queued,0,,`);
    expect(stdout).toContain(`${ids.location},2026-01-02T10:00:00.000Z,location,Lee,lee@example.com,'+1 586,,'=cmd(),warren,,false,,queued,0,,`);
    expect(stdout).not.toContain(ids.spam);
    const { stdout: withSpam } = await leads("export", "--csv", "--spam");
    expect(withSpam).toContain(`${ids.spam},2026-01-03T10:00:00.000Z,full,Bot,bot@example.com,,,buy,,,true,"honeypot,link_stuffed",skipped,`);

    const file = join(dataDir, "leads.csv");
    await leads("export", "--csv", "--out", file);
    expect(readFileSync(file, "utf8")).toBe(stdout);
  });

  it("bookings lists upcoming consultations soonest first, as text or CSV", async () => {
    const { stdout } = await leads("bookings");
    expect(stdout).toContain("2 upcoming booking(s)");
    expect(stdout.indexOf(ids.sooner!)).toBeLessThan(stdout.indexOf(ids.later!));
    expect(stdout).toMatch(/day, March 9 at \d{1,2}:00 AM Eastern/);
    expect(stdout).toContain("Sooner <sooner@example.com>");
    expect(stdout).not.toContain(ids.cancelled);
    expect(stdout).not.toContain(ids.past);

    // --all lists the cancelled and the spam one too, and the count says which are which.
    const { stdout: all } = await leads("bookings", "--all");
    expect(all).toContain("2 upcoming booking(s) and 1 cancelled and 1 spam");
    expect(all).toContain(ids.cancelled);
    expect(stdout).not.toContain(ids.spamBooking);
    expect(all).toMatch(new RegExp(`\\[SPAM: Filled the hidden field only bots see\\]  id ${ids.spamBooking}`));

    const { stdout: csv } = await leads("bookings", "--csv", "--all");
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("id,start,end,name,email,phone,topic,status,spam,spamReason,createdAt,cancelledAt");
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual([ids.sooner, ids.later, ids.cancelled, ids.spamBooking]);
    expect(csv).toMatch(new RegExp(`${ids.spamBooking},.*,true,honeypot,`));
    expect(csv).toContain(`${ids.later},2099-03-10T14:00:00.000Z,2099-03-10T14:30:00.000Z,Later,later@example.com,,'=HYPERLINK(),active,false,,`);
    expect(csv).toMatch(new RegExp(`${ids.cancelled},.*,cancelled,`));
  });

  it("rejects unknown commands with the usage", async () => {
    await expect(leads("delete-everything")).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("Usage:") });
  });
});

describe("npm run leads with a large database", () => {
  const bigDir = mkdtempSync(join(tmpdir(), "mws-leads-cli-big-"));
  const COUNT = 2_000;

  beforeAll(async () => {
    const handle = await openDatabase({ dataDir: bigDir, log: { log() {}, error() {} } });
    try {
      // One transaction: 2,000 separately synced commits would take most of a minute.
      await handle.db.transaction().execute(async (trx) => {
        const store = new LeadStore(trx, handle.dialect);
        for (let n = 0; n < COUNT; n++) {
          await store.insert({ kind: "full", name: `Visitor ${n}`, email: `visitor${n}@example.com`, subject: "Quote", message: `Lead ${n}: ${"a long message ".repeat(10)}`, spam: false });
        }
      });
    } finally {
      await handle.close();
    }
  }, 120_000);

  afterAll(() => rmSync(bigDir, { recursive: true, force: true }));

  // Output far beyond a pipe's 64 KiB buffer must arrive whole.
  it("list --json and export --csv write every lead through a pipe", async () => {
    const { stdout: json } = await leadsIn(bigDir, "list", "--json");
    expect(json.length).toBeGreaterThan(10 * 64 * 1024);
    const listed = JSON.parse(json) as { name: string }[];
    expect(listed).toHaveLength(COUNT);
    expect(new Set(listed.map((lead) => lead.name)).size).toBe(COUNT);

    const { stdout: csv } = await leadsIn(bigDir, "export", "--csv");
    const rows = csv.split("\r\n").filter(Boolean);
    expect(rows).toHaveLength(COUNT + 1);
    expect(rows.slice(1).every((row) => /^[\w-]{36},\d{4}-.*,queued,0,,$/.test(row))).toBe(true);
  });

  it("a reader that stops early (| head) ends the export quietly", async () => {
    const command = `"${process.execPath}" --import tsx scripts/leads.ts list --json | head -c 100`;
    const { stdout, stderr } = await run("bash", ["-o", "pipefail", "-c", command], { env: { ...process.env, DATA_DIR: bigDir, DATABASE_URL: "" } });
    expect(stdout).toHaveLength(100);
    expect(stderr).toBe("");
  });
});
