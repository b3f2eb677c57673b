/**
 * The workspace's records on SQLite and PostgreSQL, below the pages: the agency's cancel by booking id (the same
 * effect as the visitor's link, recorded as the agency's), a booking with its day, and the inbox's CSV (headers in words,
 * office time, towns by name, stage, deal value, first response, notes, source columns, the formula guard).
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
    /** The file as rows of cells (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
    function parseCsv(text: string): string[][] {
      const rows: string[][] = [];
      let row: string[] = [];
      let cell = "";
      let quoted = false;
      for (let i = 0; i < text.length; i++) {
        const char = text[i]!;
        if (quoted && char === '"' && text[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (char === '"') {
          quoted = !quoted;
        } else if (!quoted && char === ",") {
          row.push(cell);
          cell = "";
        } else if (!quoted && char === "\r" && text[i + 1] === "\n") {
          row.push(cell);
          rows.push(row);
          row = [];
          cell = "";
          i++;
        } else {
          cell += char;
        }
      }
      return rows;
    }
    const records = (text: string) => {
      const [header, ...rows] = parseCsv(text);
      return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index]!])));
    };

    it("reads as people read: office time named in the header, towns by name, stage, deal value, first response, notes, where it came from", async () => {
      const lead = await backend.service.submit(
        { kind: "location", location: "sterling-heights", name: "Sam Ortz", email: "sam@plumbing.example", phone: "586 555 0100", message: "A site for the shop" },
        { clientAddress: "127.0.0.1", page: "/locations/sterling-heights", rules: "form" },
      );
      if (!lead.ok) throw new Error("lead failed");
      const { db } = backend.database;
      // 15:00 UTC on 24 November 2026 is 10:00 in Detroit (EST); the first answer came 2 h 30 min later.
      await db
        .updateTable("leads")
        .set({ created_at: "2026-11-24T15:00:00.000Z", stage: "won", deal_value: 4800, first_response_at: "2026-11-24T17:30:00.000Z", landing: "/services", referrer: "www.google.com", channel: "paid", utm_campaign: "spring-sale" })
        .where("id", "=", lead.id)
        .execute();
      expect(await backend.inbox.addNote(lead.id, "Called, wants a quote", "owner@agency.example")).toBe("added");
      expect(await backend.inbox.addNote(lead.id, "=HYPERLINK(\"http://evil.example\")", "owner@agency.example")).toBe("added");
      expect(await backend.inbox.editLead(lead.id, { name: "Sam Ortiz", phone: "586 555 0100", company: "Ortiz Plumbing" }, "owner@agency.example")).toEqual({ ok: true, outcome: "saved" });

      const csv = await backend.inbox.exportCsv({ view: "all" });
      expect(parseCsv(csv)[0]).toEqual([
        "Type", "ID", "Received (America/Detroit)", "Form", "Name", "Email", "Phone", "Company", "Subject", "Message", "Town", "Sent from",
        "Stage", "Deal value (USD)", "First response (America/Detroit)", "Time to first response", "Notes", "Owner", "Follow up on", "Consultation (America/Detroit)", "Booking",
        "Landing page", "Referrer", "Channel", "Campaign", "Spam", "Caught by",
      ]);
      const [row] = records(csv);
      expect(row).toMatchObject({
        Type: "Lead",
        "Received (America/Detroit)": "2026-11-24 10:00",
        Form: "Location page form",
        Name: "Sam Ortiz",
        Company: "Ortiz Plumbing",
        Town: "Sterling Heights",
        Stage: "Won",
        "Deal value (USD)": "4800",
        "First response (America/Detroit)": "2026-11-24 12:30",
        "Time to first response": "2 h 30 min",
        "Landing page": "/services",
        Referrer: "www.google.com",
        Channel: "Paid",
        Campaign: "spring-sale",
        Spam: "No",
      });
      // Both notes, oldest first, each with who and when; a planted formula stays text.
      expect(row!.Notes).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} owner@agency\.example: Called, wants a quote\n\d{4}-\d{2}-\d{2} \d{2}:\d{2} owner@agency\.example: =HYPERLINK/);
      expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
    });

    it("keeps leads and bookings in one file, follows the view's filter, defuses formulas", async () => {
      const lead = await backend.service.submit({ name: "=cmd()", email: "x@example.com", message: "-2+3", subject: "@sum" }, { clientAddress: "127.0.0.1", page: "/contact", rules: "form" });
      if (!lead.ok) throw new Error("lead failed");
      const [slot] = await backend.bookings.freeSlots();
      await backend.bookings.book({ slot: slot!.start, ...visitor(3), topic: '=HYPERLINK("http://evil.example")' }, { clientAddress: "127.0.0.1" });

      const csv = await backend.inbox.exportCsv({ view: "all" });
      const rows = records(csv);
      expect(rows).toHaveLength(2);
      expect(rows.find((row) => row.Type === "Lead")).toMatchObject({ Name: "'=cmd()", Subject: "'@sum", Message: "'-2+3", Stage: "New", Channel: "Direct", "Sent from": "/contact" });
      const booking = rows.find((row) => row.Type === "Booking")!;
      expect(booking).toMatchObject({ Form: "Booking", Name: "Visitor 3", Subject: "'=HYPERLINK(\"http://evil.example\")", Booking: "Booked", Stage: "" });
      expect(booking["Consultation (America/Detroit)"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:[03]0$/);

      expect(records(await backend.inbox.exportCsv({ view: "booked" }))).toHaveLength(1);
      expect(await backend.inbox.exportCsv({ view: "all", kind: "full" })).not.toContain("Visitor 3");
    });

    it("holds a view's items in the view's order: Booked by meeting time, soonest first, not by when they were booked", async () => {
      const slots = await backend.bookings.freeSlots();
      for (const n of [2, 0, 1]) {
        const result = await backend.bookings.book({ slot: slots[n]!.start, ...visitor(n) }, { clientAddress: "127.0.0.1" });
        if (!result.ok) throw new Error(`booking ${n} failed`);
      }
      const shown = (await backend.inbox.view({ view: "booked" })).items.map((item) => item.name);
      expect(shown).toEqual(["Visitor 0", "Visitor 1", "Visitor 2"]);
      expect(records(await backend.inbox.exportCsv({ view: "booked" })).map((row) => row.Name)).toEqual(shown);
    });
  });
}
