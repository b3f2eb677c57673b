import { describe, expect, it } from "vitest";
import { agencyFeedCalendar, bookingCalendar, bookingUid, composeBookingMail, manageUrl } from "../../../server/booking/mail";
import { composeAgenda, composeReminder } from "../../../server/booking/reminders-mail";
import type { Booking } from "../../../server/booking/store";
import { bookingRecord } from "../../support/mail-records";

const booking: Booking = bookingRecord({ topic: "A new site; with, commas and a long topic ".repeat(4).trim() });
const addresses = { from: "site@agency.example", agency: "leads@agency.example", siteUrl: "https://www.agency.example/" };
const token = "A".repeat(43);
const unfold = (ics: string) => ics.replace(/\r\n /g, "");
const field = (ics: string, name: string) => unfold(ics).split("\r\n").filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

/** Every line is CRLF-terminated and at most 75 octets (RFC 5545 §3.1). */
function expectWellFormed(ics: string) {
  expect(ics.endsWith("\r\n")).toBe(true);
  expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
}

describe("invitations across a reschedule", () => {
  it("keep the UID; SEQUENCE is the booking's version; the cancellation carries the version after it", () => {
    const first = bookingCalendar(booking, "REQUEST", addresses.from);
    const moved = bookingCalendar({ ...booking, start: "2026-11-25T16:00:00.000Z", end: "2026-11-25T16:30:00.000Z", sequence: 1 }, "REQUEST", addresses.from);
    const cancelled = bookingCalendar({ ...booking, status: "cancelled", sequence: 2 }, "CANCEL", addresses.from);
    for (const ics of [first, moved, cancelled]) {
      expectWellFormed(ics);
      expect(field(ics, "UID")).toEqual([`UID:${bookingUid(booking.id)}`]);
    }
    expect(field(first, "SEQUENCE")).toEqual(["SEQUENCE:0"]);
    expect(field(moved, "SEQUENCE")).toEqual(["SEQUENCE:1"]);
    expect(field(moved, "DTSTART")).toEqual(["DTSTART:20261125T160000Z"]);
    expect(field(cancelled, "SEQUENCE")).toEqual(["SEQUENCE:2"]);
    expect(field(cancelled, "STATUS")).toEqual(["STATUS:CANCELLED"]);
  });

  it("carry a 30-minute display alarm, except on a cancellation", () => {
    const ics = unfold(bookingCalendar(booking, "REQUEST", addresses.from));
    expect(ics).toContain("\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:");
    expect(ics).toContain("\r\nTRIGGER:-PT30M\r\nEND:VALARM\r\nEND:VEVENT\r\n");
    expect(bookingCalendar({ ...booking, status: "cancelled", sequence: 1 }, "CANCEL", addresses.from)).not.toContain("VALARM");
  });

  it("the visitor's updated invitation names the old and the new time and links the manage page, the cancel link as a second line", () => {
    const moved = { ...booking, start: "2026-11-25T16:00:00.000Z", end: "2026-11-25T16:30:00.000Z", sequence: 1 };
    const mail = composeBookingMail("visitor_confirmation", moved, addresses, token, booking.start);
    expect(mail.subject).toContain("Moved");
    expect(mail.text).toContain("is now on Wednesday, November 25 at 11:00 AM Eastern (it was Tuesday, November 24 at 10:00 AM Eastern)");
    expect(mail.text).toContain(manageUrl(addresses.siteUrl, token));
    expect(mail.text).toContain(`https://www.agency.example/book/cancel/${token}`);
    expect(mail.html).toContain(`href="https://www.agency.example/book/manage/${token}"`);
    expect(mail.icalEvent?.method).toBe("REQUEST");
    expect(field(mail.icalEvent!.content, "SEQUENCE")).toEqual(["SEQUENCE:1"]);
    const agency = composeBookingMail("agency_request", moved, addresses, null, booking.start);
    expect(agency.subject).toMatch(/^Consultation moved: /);
    expect(agency.text + agency.html).not.toContain(token);
  });
});

describe("the agency's calendar feed", () => {
  it("is one valid calendar with every booking given, the invitations' UIDs, no METHOD", () => {
    const other = { ...booking, id: "3f0c1a2b-0000-4000-8000-000000000002", start: "2026-11-26T14:00:00.000Z", end: "2026-11-26T14:30:00.000Z", name: "Ann, \"Co\"; Ltd", sequence: 3 };
    const ics = agencyFeedCalendar([booking, other], addresses.from, new Date("2026-11-23T12:00:00Z"));
    expectWellFormed(ics);
    const lines = unfold(ics).split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith("METHOD:"))).toEqual([]);
    expect(field(ics, "UID")).toEqual([`UID:${bookingUid(booking.id)}`, `UID:${bookingUid(other.id)}`]);
    expect(field(ics, "SEQUENCE")).toEqual(["SEQUENCE:0", "SEQUENCE:3"]);
    expect(unfold(ics)).toContain("Visitor: Ann\\, \"Co\"\\; Ltd <zoe@example.com>");
    expect(unfold(ics)).toContain("X-WR-CALNAME:");
  });
});

describe("reminder emails", () => {
  it("the visitor's reminder names the time and links the manage page", () => {
    const mail = composeReminder(booking, addresses, token);
    expect(mail.subject).toBe("Reminder: your consultation with Macomb Web Studio, Tuesday, November 24 at 10:00 AM Eastern");
    expect(mail.text).toContain(`https://www.agency.example/book/manage/${token}`);
    expect(mail.to).toEqual({ name: "Zoë Müller", address: "zoe@example.com" });
  });

  it("the agenda lists the day's consultations in order, escaped", () => {
    const second = { ...booking, id: "b2", start: "2026-11-24T19:30:00.000Z", name: "<b>Bob</b>", phone: "586-555-0100", topic: null };
    const mail = composeAgenda("2026-11-24", [booking, second], addresses);
    expect(mail.to).toBe("leads@agency.example");
    expect(mail.subject).toBe("Today's consultations: Tuesday, November 24 (2 consultations)");
    expect(mail.text.indexOf("10:00 AM Eastern")).toBeLessThan(mail.text.indexOf("2:30 PM Eastern"));
    expect(mail.html).toContain("&lt;b&gt;Bob&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Bob");
  });
});
