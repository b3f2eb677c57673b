/**
 * Each table has one store module that owns its statements and row mapping; every other service calls
 * that store. This test reads the server's source and finds every place a table is named in a statement
 * (Kysely's selectFrom/insertInto/updateTable/deleteFrom and joins, `"table.column"` references, an
 * OutboxTable over it, raw `sql` text), and fails when the file is not the table's owner.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../..");

/** Table → the one file whose statements touch it. */
const OWNERS: Record<string, string> = {
  // A lead and its workspace history (the history never outlives its lead).
  leads: "server/contact/lead-store.ts",
  lead_events: "server/contact/lead-store.ts",
  erasures: "server/inbox/store.ts",
  bookings: "server/booking/store.ts",
  booking_mails: "server/booking/store.ts",
  booking_events: "server/booking/store.ts",
  booking_manage_tokens: "server/booking/store.ts",
  booking_reminders: "server/booking/reminders-store.ts",
  booking_agendas: "server/booking/reminders-store.ts",
  agency_calendar_feeds: "server/booking/agency-feed.ts",
  availability_settings: "server/booking/availability-store.ts",
  busy_calendar: "server/booking/busy-calendar/store.ts",
  users: "server/accounts/store.ts",
  user_invites: "server/accounts/store.ts",
  passkeys: "server/accounts/store.ts",
  sessions: "server/accounts/store.ts",
  sign_in_links: "server/accounts/store.ts",
  webauthn_challenges: "server/accounts/store.ts",
  account_mails: "server/accounts/store.ts",
  alerts: "server/alerts/store.ts",
  receipt_guards: "server/alerts/store.ts",
  backups: "server/backup/store.ts",
  backup_schedule: "server/backup/store.ts",
  backup_alarms: "server/backup/store.ts",
  delivery_health: "server/outbox/delivery-health.ts",
  delivery_alarms: "server/outbox/delivery-health.ts",
  page_views: "server/sources/page-view-store.ts",
  campaign_links: "server/sources/campaign-link-store.ts",
  // Replies to visitors (an outbox table) and the saved replies they start from.
  replies: "server/replies/store.ts",
  saved_replies: "server/replies/store.ts",
  assignment_settings: "server/follow-up/settings-store.ts",
  // Not in schema.ts: the PostgreSQL limiter's own table, written in raw SQL (SQLite counts in memory).
  rate_limit_hits: "server/rate-limit/postgres-rate-limiter.ts",
};

/**
 * Files that name every table by design: the migrations create them (and seed a first row), and the
 * schema types and outbox column set describe them. They hold no runtime statements over live data.
 */
const SCHEMA_FILES = /^server\/db\/(.*migrations|outbox-columns|schema)\.ts$/;

function sourceFiles(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter(keep);
}

const files = [...sourceFiles("server", (path) => path.endsWith(".ts")), ...sourceFiles("app", (path) => path.endsWith(".server.ts"))].filter(
  (path) => !SCHEMA_FILES.test(path),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Where `source` names `table` in a statement. */
export function touches(source: string, table: string): boolean {
  const name = escape(table);
  const builder = new RegExp(`\\b(selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|with)\\(\\s*"${name}(\\s+as\\s+\\w+)?"`);
  const columnRef = new RegExp(`[(,\\[]\\s*"${name}\\.\\w+"`);
  const outboxTable = new RegExp(`new OutboxTable\\b[^;]*?"${name}"`);
  if (builder.test(source) || columnRef.test(source) || outboxTable.test(source)) return true;
  const inSql = new RegExp(`\\b${name}\\b`);
  return [...source.matchAll(/\bsql(?:<[^>]*>)?`([^`]*)`/g)].some((match) => inSql.test(match[1]!));
}

describe("one owner per table", () => {
  it("knows an owner for every table in the schema", () => {
    const schema = readFileSync(join(root, "server/db/schema.ts"), "utf8");
    const body = schema.slice(schema.indexOf("export interface Database {"));
    const tables = [...body.slice(0, body.indexOf("}")).matchAll(/^\s+(\w+):/gm)].map((match) => match[1]!);
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((table) => !(table in OWNERS))).toEqual([]);
  });

  it("finds statements the way they are written", () => {
    expect(touches('db.selectFrom("leads").selectAll()', "leads")).toBe(true);
    expect(touches('trx.deleteFrom("lead_events")', "leads")).toBe(false);
    expect(touches('.whereRef("leads.id", "=", "alerts.lead_id")', "leads")).toBe(true);
    expect(touches('const SQLITE_FILE = "leads.sqlite";', "leads")).toBe(false);
    expect(touches("sql`select id from booking_agendas where x for update`", "booking_agendas")).toBe(true);
    expect(touches('new OutboxTable<LeadRow>(db, dialect, "leads")', "leads")).toBe(true);
  });

  it("lets only the owner touch each table", () => {
    const strangers: string[] = [];
    for (const file of files) {
      const source = readFileSync(join(root, file), "utf8");
      for (const [table, owner] of Object.entries(OWNERS)) {
        if (file !== owner && touches(source, table)) strangers.push(`${file} touches ${table} (owner: ${owner})`);
      }
    }
    expect(strangers).toEqual([]);
  });
});
