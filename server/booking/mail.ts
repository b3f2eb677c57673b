import { site } from "../../content/site";
import { consultation } from "../../content/booking";
import { bookingMailWords, mailWords } from "../../content/mail";
import { oneLine, type MailMessage } from "../mail/message";
import { renderMail, type MailBlock } from "../mail/blocks";
import { bookingAdminUrl } from "../mail/workspace-links";
import type { BookingMailKind } from "../db/schema";
import { calendar, feedCalendar, type CalendarEvent, type CalendarMethod } from "./ics";
import { slotLabels } from "@domain/booking/labels";
import type { Booking } from "./store";
import { defaultMeetingPlace, meetingOf, type MeetingPlace } from "@domain/booking/meeting-place";

export interface BookingMailAddresses {
  from: string;
  /** The agency's inbox (`CONTACT_TO`). */
  agency: string;
  /** Origin of the cancel link (`SITE_URL`). */
  siteUrl: string;
}

const PRODUCT_ID = `-//${site.name}//Consultation booking//EN`;
const uidDomain = site.email.split("@")[1] ?? "localhost";

/** Who moved a booking, as its mails tell it: the visitor by their link, or the agency in the workspace. */
export type MovedBy = "visitor" | "agency";

export const cancelUrl = (siteUrl: string, token: string) => `${siteUrl.replace(/\/+$/, "")}/book/cancel/${token}`;
/** The visitor's page for their booking: reschedule or cancel (the same token as the cancel link). */
export const manageUrl = (siteUrl: string, token: string) => `${siteUrl.replace(/\/+$/, "")}/book/manage/${token}`;

/** Calendar apps show the invitation's alarm this long before the consultation. */
export const ALARM_MINUTES_BEFORE = 30;

/** The UID every version of a booking's event shares: invitations, updates, the cancellation and the feed. */
export const bookingUid = (bookingId: string) => `booking-${bookingId}@${uidDomain}`;

/** Who an invitation is for: the visitor's names the agency, the agency's (and its feed) names the visitor. */
export type CalendarAudience = "visitor" | "agency";

/** How the invitation reads: for whom, and where the meeting happens (the owner's settings). */
export interface EventOptions {
  audience?: CalendarAudience;
  place?: MeetingPlace;
}

/** The event's title: the agency's calendar shows whom it meets ("Consultation: Sam Ortiz"), the visitor's whom they meet. */
export const eventSummary = (booking: Pick<Booking, "name">, audience: CalendarAudience) => (audience === "agency" ? consultation.agencySummary(oneLine(booking.name)) : consultation.summary);

/** The consultation as an iCalendar event: one per booking, its SEQUENCE the booking's current version. */
export function bookingEvent(booking: Booking, organizerEmail: string, now = new Date(), cancelled = booking.status === "cancelled", options: EventOptions = {}): CalendarEvent {
  const meeting = meetingOf(options.place ?? defaultMeetingPlace, booking.phone);
  return {
    uid: bookingUid(booking.id),
    start: booking.start,
    end: booking.end,
    stamp: now,
    summary: eventSummary(booking, options.audience ?? "visitor"),
    description: [
      `${consultation.title} with ${site.name}.`,
      meeting.sentence,
      `Visitor: ${booking.name} <${booking.email}>${booking.phone ? `, ${booking.phone}` : ""}`,
      ...(booking.topic ? [`Topic: ${booking.topic}`] : []),
      `Questions or changes: ${site.phone}, ${site.email}`,
    ].join("\n"),
    location: meeting.location,
    url: meeting.url,
    organizer: { name: site.name, email: organizerEmail },
    attendee: { name: booking.name, email: booking.email },
    sequence: booking.sequence,
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    alarmMinutesBefore: ALARM_MINUTES_BEFORE,
  };
}

/** The consultation as iCalendar: the same UID in the invitation, its updates, its cancellation and the download. */
export function bookingCalendar(booking: Booking, method: CalendarMethod, organizerEmail: string, now = new Date(), options: EventOptions = {}): string {
  return calendar(bookingEvent(booking, organizerEmail, now, method === "CANCEL", options), method, PRODUCT_ID);
}

/** The agency's feed: every booking given, titled with the visitor's name, cancelled ones as STATUS:CANCELLED. */
export function agencyFeedCalendar(bookings: Booking[], organizerEmail: string, now = new Date(), place: MeetingPlace = defaultMeetingPlace): string {
  return feedCalendar(
    bookings.map((booking) => bookingEvent(booking, organizerEmail, now, undefined, { audience: "agency", place })),
    PRODUCT_ID,
    `${site.name} consultations`,
  );
}

const words = bookingMailWords;

/** The agency's facts about a booking: when, who, and what they want to talk about. */
function bookingFacts(booking: Booking, timeRows: [string, string][], where?: string): MailBlock[] {
  const label = words.agency.fields;
  return [
    { kind: "fields", rows: [...timeRows, [label.where, where], [label.name, booking.name], [label.email, booking.email], [label.phone, booking.phone]] },
    ...(booking.topic ? ([{ kind: "section", text: label.topic }, { kind: "typed", text: booking.topic }] as const) : []),
  ];
}

/** The agency's email of a booking's moment: booked, moved, cancelled by the visitor or by the agency. */
function agencyBlocks(kind: BookingMailKind, booking: Booking, when: string, movedFrom: string | null, siteUrl: string, movedBy: MovedBy, where: string): { subject: string; blocks: MailBlock[] } {
  const link: MailBlock = { kind: "link", text: mailWords.openInWorkspace, url: bookingAdminUrl({ siteUrl }, booking.id) };
  const name = oneLine(booking.name);
  const label = words.agency.fields;
  if (kind === "agency_cancel") {
    const moment = booking.cancelledBy === "agency" ? words.agency.cancelledByAgency : words.agency.cancelledByVisitor;
    return {
      subject: moment.subject(name, when),
      blocks: [
        { kind: "heading", text: typeof moment.heading === "string" ? moment.heading : moment.heading(name) },
        ...bookingFacts(booking, [[label.when, when]]),
        ...(booking.cancelledBy === "agency" && booking.cancelReason
          ? ([{ kind: "section", text: words.agency.cancelledByAgency.reason }, { kind: "typed", text: booking.cancelReason }] as const)
          : []),
        { kind: "paragraph", text: moment.note },
        link,
      ],
    };
  }
  if (movedFrom) {
    const moved = words.agency.moved;
    const moment = movedBy === "agency" ? words.agency.movedByAgency : moved;
    return {
      subject: moment.subject(name, when),
      blocks: [
        { kind: "heading", text: moment.heading(name) },
        ...bookingFacts(
          booking,
          [
            [moved.now, when],
            [moved.was, movedFrom],
          ],
          where,
        ),
        { kind: "paragraph", text: moment.note },
        link,
        { kind: "paragraph", text: mailWords.replyToVisitor, quiet: true },
      ],
    };
  }
  return {
    subject: words.agency.booked.subject(name, when),
    blocks: [
      { kind: "heading", text: words.agency.booked.heading },
      ...bookingFacts(booking, [[label.when, when]], where),
      link,
      { kind: "paragraph", text: mailWords.replyToVisitor, quiet: true },
    ],
  };
}

/** The closing every visitor mail shares: how to ask, and who wrote. */
const visitorClosing: MailBlock[] = [
  { kind: "paragraph", text: mailWords.questions },
  { kind: "paragraph", text: mailWords.signature },
];

/**
 * One of the four booking emails, ready for the mailer. `manageToken` is needed for the visitor's
 * confirmation; `previousStart` marks the invitations a reschedule queued (the time it moved from).
 * Each reads for its moment: booked, moved (what changed and what to do now), cancelled by the visitor,
 * cancelled by the agency; every time is the office's, in words.
 */
export function composeBookingMail(
  kind: BookingMailKind,
  booking: Booking,
  addresses: BookingMailAddresses,
  manageToken: string | null,
  previousStart: string | null = null,
  movedBy: MovedBy = "visitor",
  place: MeetingPlace = defaultMeetingPlace,
): MailMessage {
  const when = slotLabels(booking.start).full;
  const movedFrom = previousStart ? slotLabels(previousStart).full : null;
  const method = kind.endsWith("_cancel") ? "CANCEL" : "REQUEST";
  const audience: CalendarAudience = kind.startsWith("agency") ? "agency" : "visitor";
  const icalEvent = { method, filename: method === "CANCEL" ? "cancel.ics" : "invite.ics", content: bookingCalendar(booking, method, addresses.from, new Date(), { audience, place }) } as const;
  const meeting: MailBlock = { kind: "paragraph", text: meetingOf(place, booking.phone).sentence };
  const headers = { "X-Booking-Id": booking.id, "X-Booking-Mail": kind };
  const visitor = { name: oneLine(booking.name), address: booking.email };
  const agencyReplyTo = { name: site.name, address: addresses.agency };
  const greeting: MailBlock = { kind: "paragraph", text: mailWords.greeting(oneLine(booking.name)) };

  switch (kind) {
    case "agency_request":
    case "agency_cancel": {
      const { subject, blocks } = agencyBlocks(kind, booking, when, movedFrom, addresses.siteUrl, movedBy, meetingOf(place, booking.phone).location);
      return { from: addresses.from, to: addresses.agency, replyTo: visitor, subject: oneLine(subject).slice(0, 250), ...renderMail(blocks), headers, icalEvent };
    }
    case "visitor_confirmation": {
      if (!manageToken) throw new Error(`Booking ${booking.id}: the confirmation has no manage token`);
      const manage: MailBlock = { kind: "link", ...words.visitor.manage, url: manageUrl(addresses.siteUrl, manageToken) };
      const cancel: MailBlock = { kind: "link", ...words.visitor.cancelDirectly, url: cancelUrl(addresses.siteUrl, manageToken) };
      const moved = movedBy === "agency" ? words.visitor.movedByAgency : words.visitor.moved;
      const moment: MailBlock[] = movedFrom
        ? [
            { kind: "heading", text: moved.heading },
            greeting,
            { kind: "paragraph", text: moved.body(when, movedFrom) },
            meeting,
            { kind: "paragraph", text: words.visitor.moved.now },
          ]
        : [
            { kind: "heading", text: words.visitor.booked.heading },
            greeting,
            { kind: "paragraph", text: words.visitor.booked.body(when) },
            { kind: "section", text: words.visitor.booked.nextHeading },
            { kind: "steps", items: words.visitor.booked.next(meetingOf(place, booking.phone).sentence) },
          ];
      return {
        from: addresses.from,
        to: visitor,
        replyTo: agencyReplyTo,
        subject: movedFrom ? moved.subject(when) : words.visitor.booked.subject(when),
        ...renderMail([...moment, manage, cancel, ...visitorClosing]),
        headers,
        icalEvent,
      };
    }
    case "visitor_cancel": {
      const bookUrl = `${addresses.siteUrl.replace(/\/+$/, "")}/book`;
      const byAgency = words.visitor.cancelledByAgency;
      const blocks: MailBlock[] =
        booking.cancelledBy === "agency"
          ? [
              { kind: "heading", text: byAgency.heading },
              greeting,
              { kind: "paragraph", text: byAgency.body(when) },
              ...(booking.cancelReason ? ([{ kind: "paragraph", text: byAgency.reason }, { kind: "quote", text: booking.cancelReason }] as const) : []),
              { kind: "link", ...words.visitor.bookAgainLink, url: bookUrl },
              ...visitorClosing,
            ]
          : [
              { kind: "heading", text: words.visitor.cancelledByVisitor.heading },
              greeting,
              { kind: "paragraph", text: words.visitor.cancelledByVisitor.body(when) },
              { kind: "paragraph", text: words.visitor.bookAgain(bookUrl) },
              ...visitorClosing,
            ];
      const moment = booking.cancelledBy === "agency" ? byAgency : words.visitor.cancelledByVisitor;
      return { from: addresses.from, to: visitor, replyTo: agencyReplyTo, subject: moment.subject(when), ...renderMail(blocks), headers, icalEvent };
    }
  }
}
