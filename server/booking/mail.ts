import { site } from "../../content/site";
import { consultation } from "../../content/booking";
import { escapeHtml, oneLine, type MailMessage } from "../mail/message";
import type { BookingMailKind } from "../db/schema";
import { calendar, feedCalendar, type CalendarEvent, type CalendarMethod } from "./ics";
import { slotLabels } from "@domain/booking/labels";
import type { Booking } from "./store";

export interface BookingMailAddresses {
  from: string;
  /** The agency's inbox (`CONTACT_TO`). */
  agency: string;
  /** Origin of the cancel link (`SITE_URL`). */
  siteUrl: string;
}

const PRODUCT_ID = `-//${site.name}//Consultation booking//EN`;
const uidDomain = site.email.split("@")[1] ?? "localhost";

export const cancelUrl = (siteUrl: string, token: string) => `${siteUrl.replace(/\/+$/, "")}/book/cancel/${token}`;
/** The visitor's page for their booking: reschedule or cancel (the same token as the cancel link). */
export const manageUrl = (siteUrl: string, token: string) => `${siteUrl.replace(/\/+$/, "")}/book/manage/${token}`;

/** Calendar apps show the invitation's alarm this long before the consultation. */
export const ALARM_MINUTES_BEFORE = 30;

/** The UID every version of a booking's event shares: invitations, updates, the cancellation and the feed. */
export const bookingUid = (bookingId: string) => `booking-${bookingId}@${uidDomain}`;

/** The consultation as an iCalendar event: one per booking, its SEQUENCE the booking's current version. */
export function bookingEvent(booking: Booking, organizerEmail: string, now = new Date(), cancelled = booking.status === "cancelled"): CalendarEvent {
  return {
    uid: bookingUid(booking.id),
    start: booking.start,
    end: booking.end,
    stamp: now,
    summary: consultation.summary,
    description: [
      `${consultation.title} with ${site.name}.`,
      `Visitor: ${booking.name} <${booking.email}>${booking.phone ? `, ${booking.phone}` : ""}`,
      ...(booking.topic ? [`Topic: ${booking.topic}`] : []),
      `Questions or changes: ${site.phone}, ${site.email}`,
    ].join("\n"),
    location: consultation.format,
    organizer: { name: site.name, email: organizerEmail },
    attendee: { name: booking.name, email: booking.email },
    sequence: booking.sequence,
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    alarmMinutesBefore: ALARM_MINUTES_BEFORE,
  };
}

/** The consultation as iCalendar: the same UID in the invitation, its updates, its cancellation and the download. */
export function bookingCalendar(booking: Booking, method: CalendarMethod, organizerEmail: string, now = new Date()): string {
  return calendar(bookingEvent(booking, organizerEmail, now, method === "CANCEL"), method, PRODUCT_ID);
}

/** The agency's feed: every booking given, cancelled ones as STATUS:CANCELLED. */
export function agencyFeedCalendar(bookings: Booking[], organizerEmail: string, now = new Date()): string {
  return feedCalendar(
    bookings.map((booking) => bookingEvent(booking, organizerEmail, now)),
    PRODUCT_ID,
    `${site.name} consultations`,
  );
}

export const paragraphs = (lines: string[]) => lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join("\n");

export function htmlPage(title: string, body: string): string {
  return [
    "<!doctype html>",
    '<html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">',
    `<h1 style="font-size:18px">${escapeHtml(title)}</h1>`,
    body,
    "</body></html>",
  ].join("\n");
}

export function detailsTable(booking: Booking, when: string): { text: string; html: string } {
  const fields: [string, string | null][] = [
    ["When", when],
    ["Name", booking.name],
    ["Email", booking.email],
    ["Phone", booking.phone],
    ["Booking ID", booking.id],
  ];
  const present = fields.filter((field): field is [string, string] => Boolean(field[1]));
  const text = [...present.map(([name, value]) => `${name}: ${oneLine(value)}`), ...(booking.topic ? ["", "Topic:", booking.topic] : [])].join("\n");
  const rows = present
    .map(([name, value]) => `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(name)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`)
    .join("");
  const html =
    `<table role="presentation" style="border-collapse:collapse">${rows}</table>` +
    (booking.topic ? `\n<h2 style="font-size:16px;margin-top:16px">Topic</h2>\n<p style="white-space:pre-wrap">${escapeHtml(booking.topic)}</p>` : "");
  return { text, html };
}

/**
 * One of the four booking emails, ready for the mailer. `manageToken` is needed for the visitor's
 * confirmation; `previousStart` marks the invitations a reschedule queued (the time it moved from).
 */
export function composeBookingMail(kind: BookingMailKind, booking: Booking, addresses: BookingMailAddresses, manageToken: string | null, previousStart: string | null = null): MailMessage {
  const when = slotLabels(booking.start).full;
  const movedFrom = previousStart ? slotLabels(previousStart).full : null;
  const method = kind.endsWith("_cancel") ? "CANCEL" : "REQUEST";
  const icalEvent = { method, filename: method === "CANCEL" ? "cancel.ics" : "invite.ics", content: bookingCalendar(booking, method, addresses.from) } as const;
  const headers = { "X-Booking-Id": booking.id, "X-Booking-Mail": kind };
  const visitor = { name: oneLine(booking.name), address: booking.email };
  const agencyReplyTo = { name: site.name, address: addresses.agency };
  const details = detailsTable(booking, when);

  switch (kind) {
    case "agency_request":
    case "agency_cancel": {
      const booked = kind === "agency_request";
      const title = !booked
        ? "A consultation was cancelled by the visitor"
        : movedFrom
          ? `The visitor moved a consultation from ${movedFrom}`
          : "A consultation was booked on the website";
      const note = booked ? "Reply to this email to write to the visitor directly." : "The time is free again on the website.";
      const subject = !booked ? "Consultation cancelled" : movedFrom ? "Consultation moved" : "Consultation booked";
      return {
        from: addresses.from,
        to: addresses.agency,
        replyTo: visitor,
        subject: oneLine(`${subject}: ${booking.name}, ${when}`).slice(0, 250),
        text: [`${title}.`, "", details.text, "", note].join("\n"),
        html: htmlPage(title, `${details.html}\n<p style="color:#475569">${escapeHtml(note)}</p>`),
        headers,
        icalEvent,
      };
    }
    case "visitor_confirmation": {
      if (!manageToken) throw new Error(`Booking ${booking.id}: the confirmation has no cancel token`);
      const link = cancelUrl(addresses.siteUrl, manageToken);
      const manage = manageUrl(addresses.siteUrl, manageToken);
      const intro = movedFrom
        ? [`Hello ${oneLine(booking.name)},`, `your ${consultation.title.toLowerCase()} with ${site.name} has moved from ${movedFrom} to ${when}. The invitation in this email updates the one in your calendar.`]
        : [`Hello ${oneLine(booking.name)},`, `thank you for booking a ${consultation.title.toLowerCase()} with ${site.name} on ${when}.`];
      const contact = `Questions? Reply to this email or call ${site.phone}.`;
      return {
        from: addresses.from,
        to: visitor,
        replyTo: agencyReplyTo,
        subject: movedFrom ? `Moved: your consultation with ${site.name} is now ${when}` : `Your consultation with ${site.name}: ${when}`,
        text: [
          ...intro,
          "",
          "What happens next:",
          ...consultation.nextSteps.map((step, index) => `${index + 1}. ${step}`),
          "",
          `Need another time, or can't make it? Change or cancel your booking: ${manage}`,
          `(Or cancel it directly: ${link})`,
          "",
          contact,
          "",
          site.name,
        ].join("\n"),
        html: htmlPage(
          movedFrom ? "Your consultation has moved" : "Your consultation is booked",
          [
            paragraphs(intro),
            '<h2 style="font-size:16px">What happens next</h2>',
            `<ol>${consultation.nextSteps.map((step) => `<li>${escapeHtml(step)}</li>`).join("")}</ol>`,
            `<p>Need another time, or can't make it? <a href="${escapeHtml(manage)}">Change or cancel your booking</a>.</p>`,
            `<p style="color:#475569;font-size:14px">Or <a href="${escapeHtml(link)}">cancel it directly</a>.</p>`,
            paragraphs([contact, site.name]),
          ].join("\n"),
        ),
        headers,
        icalEvent,
      };
    }
    case "visitor_cancel": {
      const lines = [
        `Hello ${oneLine(booking.name)},`,
        `your consultation with ${site.name} on ${when} is cancelled.`,
        `Whenever you like, book a new time at ${addresses.siteUrl.replace(/\/+$/, "")}/book or call ${site.phone}.`,
      ];
      return {
        from: addresses.from,
        to: visitor,
        replyTo: agencyReplyTo,
        subject: `Cancelled: your consultation on ${when}`,
        text: [...lines, "", site.name].join("\n"),
        html: htmlPage("Your consultation is cancelled", paragraphs([...lines, site.name])),
        headers,
        icalEvent,
      };
    }
  }
}
