/**
 * The workspace's records on SQLite and PostgreSQL, below the pages: the agency's cancel by booking id (the same
 * effect as the visitor's link, recorded as the agency's), a booking with its day, and the inbox's CSV (type column, the CLI's
 * columns plus stage, the formula guard).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { startBackend, type Backend } from "../../server/backend";
import { composeBookingMail } from "../../server/booking/mail";
import type { StorageTarget } from "./support/outbox-suite";
import { describeOnPostgres } from "./support/postgres";

const dirs: string[] = [];
let current = "";
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("workspace records on SQLite", () => {
  defineRecordsSuite({
    config: () => ({ dataDir: current, databaseUrl: undefined }),
    env: () => ({ DATA_DIR: current, DATABASE_URL: "" }),
    async reset() {
      current = mkdtempSync(join(tmpdir(), "mws-records-"));
      dirs.push(current);
    },
  });
});

describeOnPostgres("workspace records on PostgreSQL", defineRecordsSuite);

function defineRecordsSuite(target: StorageTarget) {
  let backend: Backend;

  beforeEach(async () => {
    await target.reset();
    backend = await startBackend(
      { ...target.config(), smtpUrl: undefined, mailFrom: "site@agency.example", contactTo: "leads@agency.example", rateLimit: null, siteUrl: "https://www.agency.example/" },
      { pollIntervalMs: 60_000, log: { log: () => {}, warn: () => {}, error: () => {} } },
    );
  });

  afterEach(async () => {
    await backend.stop();
  });

  const visitor = (n: number) => ({ name: `Visitor ${n}`, email: `visitor${n}@example.com`, topic: `Site ${n}` });

  describe("the agency's cancel (cancelById)", () => {
    it("cancels an active booking once: the slot is free again and both cancellation emails are queued", async () => {
      const [slot, next] = await backend.bookings.freeSlots();
      const booked = await backend.bookings.book({ slot: slot!.start, ...visitor(1) }, { clientAddress: "127.0.0.1" });
      const other = await backend.bookings.book({ slot: next!.start, ...visitor(2) }, { clientAddress: "127.0.0.1" });
      if (!booked.ok || !other.ok) throw new Error("booking failed");
      expect((await backend.bookings.freeSlots()).map((s) => s.start)).not.toContain(slot!.start);

      const found = await backend.inbox.booking(booked.booking.id);
      expect(found?.booking).toMatchObject({ id: booked.booking.id, status: "active", cancelledAt: null });
      expect(found?.sameDay.map((b) => b.id)).toEqual([other.booking.id]);
      expect(found?.upcoming.map((b) => b.id)).toEqual([booked.booking.id, other.booking.id]);

      const result = await backend.bookings.cancelById(booked.booking.id);
      expect(result).toMatchObject({ ok: true, booking: { status: "cancelled" } });
      expect((await backend.bookings.freeSlots()).map((s) => s.start)).toContain(slot!.start);
      const mails = await backend.bookingStore.mailsFor(booked.booking.id);
      expect(mails.map((mail) => mail.kind).sort()).toEqual(["agency_cancel", "agency_request", "visitor_cancel", "visitor_confirmation"]);
      expect((await backend.inbox.booking(booked.booking.id))?.booking.cancelledAt).toEqual(expect.any(String));

      expect(await backend.bookings.cancelById(booked.booking.id)).toEqual({ ok: false, error: "already_cancelled" });
      expect(await backend.bookings.cancelById("00000000-0000-0000-0000-000000000000")).toEqual({ ok: false, error: "not_found" });
      expect(await backend.bookingStore.mailsFor(booked.booking.id)).toHaveLength(4);
    });

    it("records who cancelled: the workspace's cancel is the agency's, the visitor's link the visitor's, and each mail says so", async () => {
      const [slot, next] = await backend.bookings.freeSlots();
      const byAgency = await backend.bookings.book({ slot: slot!.start, ...visitor(1) }, { clientAddress: "127.0.0.1" });
      const byVisitor = await backend.bookings.book({ slot: next!.start, ...visitor(2) }, { clientAddress: "127.0.0.1" });
      if (!byAgency.ok || !byVisitor.ok) throw new Error("booking failed");
      expect((await backend.bookingStore.get(byAgency.booking.id))?.cancelledBy).toBeNull();
      expect((await backend.bookings.cancelById(byAgency.booking.id)).ok).toBe(true);
      expect((await backend.bookings.cancel(byVisitor.manageToken)).ok).toBe(true);

      const agencyCancelled = (await backend.bookingStore.get(byAgency.booking.id))!;
      const visitorCancelled = (await backend.bookingStore.get(byVisitor.booking.id))!;
      expect(agencyCancelled.cancelledBy).toBe("agency");
      expect(visitorCancelled.cancelledBy).toBe("visitor");
      const addresses = { from: "site@agency.example", agency: "leads@agency.example", siteUrl: "https://www.agency.example" };
      expect(composeBookingMail("visitor_cancel", agencyCancelled, addresses, null).text).toContain("We have to cancel your consultation");
      expect(composeBookingMail("agency_cancel", agencyCancelled, addresses, null).text).toContain("You cancelled this consultation in the workspace");
      expect(composeBookingMail("visitor_cancel", visitorCancelled, addresses, null).text).toContain("is cancelled, as you asked");
      expect(composeBookingMail("agency_cancel", visitorCancelled, addresses, null).text).toContain("Visitor 2 cancelled their consultation");
    });
  });

  describe("the inbox's CSV", () => {
    it("has a type column, the CLI's lead columns plus stage and a booking's own, formulas defused", async () => {
      const lead = await backend.service.submit({ name: "=cmd()", email: "x@example.com", message: "-2+3", subject: "@sum" }, { clientAddress: "127.0.0.1", page: "/contact", rules: "form" });
      if (!lead.ok) throw new Error("lead failed");
      const [slot] = await backend.bookings.freeSlots();
      await backend.bookings.book({ slot: slot!.start, ...visitor(3), topic: '=HYPERLINK("http://evil.example")' }, { clientAddress: "127.0.0.1" });

      const csv = await backend.inbox.exportCsv({ view: "all" });
      const [header, ...rows] = csv.trimEnd().split("\r\n");
      expect(header).toBe("type,id,createdAt,kind,name,email,phone,subject,message,location,page,spam,spamReason,status,attempts,lastError,sentAt,stage,start,end,topic,Owner,Follow up on");
      expect(rows).toHaveLength(2);
      expect(rows.find((row) => row.startsWith("lead,"))).toContain(",full,'=cmd(),x@example.com,,'@sum,'-2+3,,/contact,false,,queued,0,,,new,,,,,");
      expect(rows.find((row) => row.startsWith("booking,"))).toMatch(/,booking,Visitor 3,visitor3@example\.com,,,,,,false,,active,,,,,[^,]+Z,[^,]+Z,"'=HYPERLINK\(""http:\/\/evil\.example""\)",,$/);

      expect((await backend.inbox.exportCsv({ view: "booked" })).trimEnd().split("\r\n")).toHaveLength(2);
      expect(await backend.inbox.exportCsv({ view: "all", kind: "full" })).not.toContain("Visitor 3");
    });
  });
}
