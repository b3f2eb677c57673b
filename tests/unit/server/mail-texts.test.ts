/**
 * The emails people read, every kind the server sends: each written for its moment and reader, every
 * time in the office's zone in words (never a raw ISO timestamp), every agency mail linking to its record
 * in the workspace, and the plain-text and HTML parts saying the same thing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { composeLeadMail } from "../../../server/contact/lead-mail";
import { composeBookingMail } from "../../../server/booking/mail";
import { composeAgenda, composeReminder } from "../../../server/booking/reminders-mail";
import { composeReceipt } from "../../../server/alerts/receipt";
import { composeEscalation } from "../../../server/alerts/escalation";
import { composeStaleBackupMail } from "../../../server/backup/alarm";
import { composeSignInLinkMail } from "../../../server/accounts/mail";
import type { MailMessage } from "../../../server/mail/message";
import type { Booking } from "../../../server/booking/store";
import type { Lead } from "../../../server/contact/lead-store";
import { QUICK_MESSAGE, QUICK_NAME } from "@domain/lead/fields";
import { bookingRecord, leadRecord } from "../../support/mail-records";

const NOW = new Date("2026-11-27T17:32:42.124Z");
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterAll(() => {
  vi.useRealTimers();
});

const SITE = "https://www.agency.example";
const lead = (overrides: Partial<Lead> = {}): Lead =>
  leadRecord({ createdAt: "2026-11-27T17:32:42.124Z", name: "Jordan Ellis", email: "jordan@example.com", message: "We need a new site.\nSoon, please.", ...overrides });
const booking = (overrides: Partial<Booking> = {}): Booking =>
  bookingRecord({
    id: "b00c1a2b-0000-4000-8000-000000000001",
    createdAt: "2026-11-27T17:32:42.124Z",
    start: "2026-12-01T15:00:00.000Z",
    end: "2026-12-01T15:30:00.000Z",
    name: "Jordan Ellis",
    email: "jordan@example.com",
    phone: "(586) 555-0100",
    topic: "A new site for the bakery",
    ...overrides,
  });
const cancelled = (by: "visitor" | "agency") => booking({ status: "cancelled", cancelledAt: NOW.toISOString(), cancelledBy: by, sequence: 1 });
const moved = booking({ start: "2026-12-02T19:30:00.000Z", end: "2026-12-02T20:00:00.000Z", sequence: 1 });
const MOVED_FROM = "2026-12-01T15:00:00.000Z";

const bookingAddresses = { from: "site@agency.example", agency: "leads@agency.example", siteUrl: SITE };
const alertSettings = { from: "site@agency.example", contactTo: "leads@agency.example", siteUrl: SITE };
const token = "A".repeat(43);
const WHEN = "Tuesday, December 1 at 10:00 AM Eastern";
const MOVED_WHEN = "Wednesday, December 2 at 2:30 PM Eastern";
const RECEIVED = "Friday, November 27 at 12:32 PM Eastern";
const leadLink = `${SITE}/admin/leads/3f1c0e9a-0000-4000-8000-000000000001`;
const bookingLink = `${SITE}/admin/bookings/b00c1a2b-0000-4000-8000-000000000001`;

/** Every mail the server sends, by who reads it. */
const agencyMails = (): Record<string, MailMessage> => ({
  "lead (full form)": composeLeadMail(lead(), { from: "site@agency.example", to: "leads@agency.example", siteUrl: SITE }),
  "lead (quick form)": composeLeadMail(lead({ kind: "quick", name: QUICK_NAME, message: QUICK_MESSAGE, subject: null, phone: null, page: "/" }), { from: "site@agency.example", to: "leads@agency.example", siteUrl: SITE }),
  "lead (location page)": composeLeadMail(lead({ kind: "location", subject: null, location: "sterling-heights" }), { from: "site@agency.example", to: "leads@agency.example", siteUrl: SITE }),
  "overdue lead": composeEscalation(lead(), new Date("2026-11-30T17:32:42.124Z"), alertSettings),
  "booking booked (agency)": composeBookingMail("agency_request", booking(), bookingAddresses, null),
  "booking moved (agency)": composeBookingMail("agency_request", moved, bookingAddresses, null, MOVED_FROM),
  "cancelled by the visitor (agency)": composeBookingMail("agency_cancel", cancelled("visitor"), bookingAddresses, null),
  "cancelled by the agency (agency)": composeBookingMail("agency_cancel", cancelled("agency"), bookingAddresses, null),
  agenda: composeAgenda("2026-12-01", [booking()], bookingAddresses),
  "stale backups": composeStaleBackupMail("2026-11-25T12:00:00.000Z", 24, alertSettings),
});
const visitorMails = (): Record<string, MailMessage> => ({
  "receipt (full form)": composeReceipt(lead(), alertSettings),
  "receipt (quick form)": composeReceipt(lead({ kind: "quick", name: QUICK_NAME, message: QUICK_MESSAGE }), alertSettings),
  "booking booked (visitor)": composeBookingMail("visitor_confirmation", booking(), bookingAddresses, token),
  "booking moved (visitor)": composeBookingMail("visitor_confirmation", moved, bookingAddresses, token, MOVED_FROM),
  "cancelled by the visitor (visitor)": composeBookingMail("visitor_cancel", cancelled("visitor"), bookingAddresses, null),
  "cancelled by the agency (visitor)": composeBookingMail("visitor_cancel", cancelled("agency"), bookingAddresses, null),
  reminder: composeReminder(booking(), bookingAddresses, token),
  "sign-in link": composeSignInLinkMail("owner@agency.example", token, { from: "site@agency.example", siteUrl: SITE }),
});
const allMails = () => ({ ...agencyMails(), ...visitorMails() });

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
/** What a reader of the HTML part sees: a link as "words: URL" (as the plain part writes it), no tags. */
const htmlWords = (html: string) =>
  html
    .replace(/<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (_, url: string, words: string) => `${words}: ${url}`)
    .replace(/<[^>]+>/g, " ")
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!)
    .replace(/\s+/g, " ")
    .trim();
/** What a reader of the plain part sees: quoted lines without their "> " marks, steps without their numbers (HTML's <ol> numbers them). */
const textWords = (text: string) =>
  text
    .replace(/^>( |$)/gm, "")
    .replace(/^\d+\. /gm, "")
    .replace(/\s+/g, " ")
    .trim();

describe("every mail", () => {
  it("says the same in its plain-text and HTML parts", () => {
    for (const [kind, mail] of Object.entries(allMails())) {
      expect(htmlWords(mail.html), kind).toBe(textWords(mail.text));
    }
  });

  it("shows no raw ISO timestamp anywhere (times are the office's, in words)", () => {
    for (const [kind, mail] of Object.entries(allMails())) {
      for (const part of [mail.subject, mail.text, mail.html]) expect(part, kind).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}|\d{2}:\d{2}:\d{2}(\.\d+)?Z/);
    }
  });

  it("to the agency links to its record in the workspace", () => {
    const mails = agencyMails();
    for (const kind of ["lead (full form)", "lead (quick form)", "lead (location page)", "overdue lead"]) {
      expect(mails[kind]!.text, kind).toContain(`Open it in the workspace: ${leadLink}`);
      expect(mails[kind]!.html, kind).toContain(`href="${leadLink}"`);
    }
    for (const kind of ["booking booked (agency)", "booking moved (agency)", "cancelled by the visitor (agency)", "cancelled by the agency (agency)", "agenda"]) {
      expect(mails[kind]!.text, kind).toContain(`Open it in the workspace: ${bookingLink}`);
      expect(mails[kind]!.html, kind).toContain(`href="${bookingLink}"`);
    }
    expect(mails["stale backups"]!.html).toContain(`href="${SITE}/admin/account"`);
  });

  it("to a visitor greets them on a line of its own, the body a paragraph after it", () => {
    for (const [kind, mail] of Object.entries(visitorMails())) {
      if (kind === "sign-in link") continue;
      const greeting = kind === "receipt (quick form)" ? "Hello," : "Hello Jordan Ellis,";
      expect(mail.text, kind).toMatch(new RegExp(`(^|\\n\\n)${greeting}\\n\\n[A-Z]`));
      expect(mail.html, kind).toMatch(new RegExp(`<p[^>]*>${greeting}</p>`));
    }
  });
});

describe("the lead's email to the agency", () => {
  it("says when it arrived in the office's time, in words", () => {
    const mail = agencyMails()["lead (full form)"]!;
    expect(mail.text).toContain(`Received: ${RECEIVED}`);
    expect(mail.text).not.toContain("2026-11-27");
  });
});

describe("the booking emails", () => {
  it("booked: the visitor's confirmation lists only the steps still ahead of them", () => {
    const mail = visitorMails()["booking booked (visitor)"]!;
    expect(mail.subject).toBe(`Your consultation with Macomb Web Studio: ${WHEN}`);
    expect(mail.text).toContain(`Thank you for booking a free 30-minute consultation with Macomb Web Studio on ${WHEN}.`);
    expect(mail.text).toContain("What happens next");
    expect(mail.text).not.toMatch(/confirmation email/i);
    expect(mail.text).toMatch(/^1\. Before the call/m);
    expect(mail.text).toContain(`${SITE}/book/manage/${token}`);
    expect(mail.text).toContain(`${SITE}/book/cancel/${token}`);
  });

  it("moved: the visitor reads what changed and what to do now, not the steps again", () => {
    const mail = visitorMails()["booking moved (visitor)"]!;
    expect(mail.subject).toBe(`Moved: your consultation with Macomb Web Studio is now ${MOVED_WHEN}`);
    expect(mail.text).toContain(`is now on ${MOVED_WHEN} (it was ${WHEN})`);
    expect(mail.text).toContain("The invitation in this email updates the one in your calendar");
    expect(mail.text).not.toContain("What happens next");
    expect(mail.text).not.toMatch(/^\d\. /m);
  });

  it("moved: the agency reads the new and the old time", () => {
    const mail = agencyMails()["booking moved (agency)"]!;
    expect(mail.subject).toBe(`Consultation moved: Jordan Ellis, now ${MOVED_WHEN}`);
    expect(mail.text).toContain("Jordan Ellis moved their consultation");
    expect(mail.text).toContain(`Now: ${MOVED_WHEN}`);
    expect(mail.text).toContain(`Was: ${WHEN}`);
  });

  it("cancelled by the visitor: each side reads that the visitor cancelled", () => {
    const visitor = visitorMails()["cancelled by the visitor (visitor)"]!;
    expect(visitor.subject).toBe(`Cancelled: your consultation on ${WHEN}`);
    expect(visitor.text).toContain(`Your consultation with Macomb Web Studio on ${WHEN} is cancelled, as you asked.`);
    const agency = agencyMails()["cancelled by the visitor (agency)"]!;
    expect(agency.subject).toBe(`Consultation cancelled by the visitor: Jordan Ellis, ${WHEN}`);
    expect(agency.text).toContain("Jordan Ellis cancelled their consultation");
  });

  it("cancelled by the agency: the visitor reads that we cancelled, the agency that it did", () => {
    const visitor = visitorMails()["cancelled by the agency (visitor)"]!;
    expect(visitor.subject).toBe(`Macomb Web Studio cancelled your consultation on ${WHEN}`);
    expect(visitor.text).toContain("We have to cancel your consultation");
    expect(visitor.text).toContain(`We have to cancel your consultation with Macomb Web Studio on ${WHEN}`);
    expect(visitor.text).not.toContain("as you asked");
    const agency = agencyMails()["cancelled by the agency (agency)"]!;
    expect(agency.subject).toBe(`You cancelled a consultation: Jordan Ellis, ${WHEN}`);
    expect(agency.text).toContain("You cancelled this consultation in the workspace");
    expect(agency.text).not.toContain("by the visitor");
  });

  it("cancelled by the agency with a reason: the visitor reads it quoted, and a link to book again", () => {
    const withReason = booking({ status: "cancelled", cancelledAt: NOW.toISOString(), cancelledBy: "agency", cancelReason: "Our designer is ill.\nSorry!", sequence: 1 });
    const visitor = composeBookingMail("visitor_cancel", withReason, bookingAddresses, null);
    expect(visitor.text).toContain("We have to cancel your consultation");
    expect(visitor.text).toContain("Why:\n\n> Our designer is ill.\n> Sorry!");
    expect(visitor.text).toContain(`book a new time: ${SITE}/book`);
    expect(visitor.html).toContain(`<a href="${SITE}/book">book a new time</a>`);
    const agency = composeBookingMail("agency_cancel", withReason, bookingAddresses, null);
    expect(agency.text).toContain("Reason\n\nOur designer is ill.\nSorry!");
  });

  it("moved by the agency: the visitor reads that we moved it, the agency that it did", () => {
    const visitor = composeBookingMail("visitor_confirmation", moved, bookingAddresses, token, MOVED_FROM, "agency");
    expect(visitor.subject).toBe(`Macomb Web Studio moved your consultation to ${MOVED_WHEN}`);
    expect(visitor.text).toContain(`We moved your free 30-minute consultation with Macomb Web Studio to ${MOVED_WHEN} (it was ${WHEN})`);
    const agency = composeBookingMail("agency_request", moved, bookingAddresses, null, MOVED_FROM, "agency");
    expect(agency.subject).toBe(`You moved a consultation: Jordan Ellis, now ${MOVED_WHEN}`);
    expect(agency.text).not.toContain("moved their consultation");
  });

  it("keeps the calendar parts: an invitation when booked or moved, a cancellation when cancelled", () => {
    const mails = allMails();
    for (const kind of ["booking booked (agency)", "booking moved (agency)", "booking booked (visitor)", "booking moved (visitor)"]) expect(mails[kind]!.icalEvent?.method, kind).toBe("REQUEST");
    for (const kind of ["cancelled by the visitor (agency)", "cancelled by the agency (agency)", "cancelled by the visitor (visitor)", "cancelled by the agency (visitor)"])
      expect(mails[kind]!.icalEvent?.method, kind).toBe("CANCEL");
  });
});

describe("the alarms", () => {
  it("the overdue alarm and the backup alarm give their times in the office's words", () => {
    const mails = agencyMails();
    expect(mails["overdue lead"]!.text).toContain(`Received: ${RECEIVED}`);
    expect(mails["overdue lead"]!.text).toContain("Reply was due: Monday, November 30 at 12:32 PM Eastern");
    expect(mails["stale backups"]!.text).toContain("taken on Wednesday, November 25 at 7:00 AM Eastern");
  });
});
