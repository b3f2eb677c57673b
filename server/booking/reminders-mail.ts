/** The two reminder emails: the visitor's, a day ahead, and the agency's morning agenda. */
import { site } from "../../content/site";
import { bookingMailWords, mailWords } from "../../content/mail";
import { oneLine, type MailMessage } from "../mail/message";
import { renderMail, type MailBlock } from "../mail/blocks";
import { bookingAdminUrl, leadAdminUrl } from "../mail/workspace-links";
import { NOBODY, officeDayLabel } from "@domain/follow-up";
import { slotLabels } from "@domain/booking/labels";
import { manageUrl, type BookingMailAddresses } from "./mail";
import type { Booking } from "./store";
import { defaultMeetingPlace, meetingOf, type MeetingPlace } from "@domain/booking/meeting-place";

/** The visitor's reminder, 24 hours before: the time, how it happens, and the manage link. */
export function composeReminder(booking: Booking, addresses: BookingMailAddresses, manageToken: string, place: MeetingPlace = defaultMeetingPlace): MailMessage {
  const when = slotLabels(booking.start).full;
  const words = bookingMailWords.visitor;
  const blocks: MailBlock[] = [
    { kind: "heading", text: words.reminder.heading },
    { kind: "paragraph", text: mailWords.greeting(oneLine(booking.name)) },
    { kind: "paragraph", text: words.reminder.body(when) },
    { kind: "paragraph", text: meetingOf(place, booking.phone ? oneLine(booking.phone) : null).sentence },
    { kind: "link", ...words.manage, url: manageUrl(addresses.siteUrl, manageToken) },
    { kind: "paragraph", text: mailWords.questions },
    { kind: "paragraph", text: mailWords.signature },
  ];
  return {
    from: addresses.from,
    to: { name: oneLine(booking.name), address: booking.email },
    replyTo: { name: site.name, address: addresses.agency },
    subject: words.reminder.subject(when),
    ...renderMail(blocks),
    headers: { "X-Booking-Id": booking.id, "X-Booking-Mail": "visitor_reminder" },
  };
}

/** A follow-up the morning agenda lists (decision 043): due that day or overdue. */
export interface AgendaFollowUp {
  type: "lead" | "booking";
  id: string;
  name: string;
  /** "Due today", "Overdue since Monday, November 23" (domain/follow-up.ts). */
  due: string;
  note: string | null;
  /** The owner's address, or null for nobody. */
  owner: string | null;
}

/**
 * The agency's agenda of one office-local date, composed when it is sent: that day's active
 * consultations, then the follow-ups due that day or overdue. It goes to the agency (`CONTACT_TO`),
 * with each owner of a line in it copied in (`cc`).
 */
export function composeAgenda(
  localDate: string,
  bookings: Booking[],
  addresses: BookingMailAddresses,
  followUps: readonly AgendaFollowUp[] = [],
  owners: { bookings?: ReadonlyMap<string, string>; cc?: readonly string[] } = {},
): MailMessage {
  const words = bookingMailWords.agency;
  const day = bookings[0] ? slotLabels(bookings[0].start).day : officeDayLabel(localDate);
  const counts = [
    ...(bookings.length > 0 || followUps.length === 0 ? [words.agenda.count(bookings.length)] : []),
    ...(followUps.length > 0 ? [words.agenda.followUpCount(followUps.length)] : []),
  ];
  const count = counts.join(", ");
  const entries = bookings.flatMap((booking): MailBlock[] => {
    const time = `${slotLabels(booking.start).time} ${site.hours.zoneName}`;
    return [
      { kind: "section", text: `${time}: ${oneLine(booking.name)}` },
      {
        kind: "fields",
        rows: [
          [words.fields.email, booking.email],
          [words.fields.phone, booking.phone],
          [words.fields.topic, booking.topic ? oneLine(booking.topic).slice(0, 300) : null],
          [words.agenda.followUpFields.owner, owners.bookings?.get(booking.id) ?? null],
        ],
      },
      { kind: "link", text: mailWords.openInWorkspace, url: bookingAdminUrl(addresses, booking.id) },
    ];
  });
  const followUpEntries = followUps.flatMap((item): MailBlock[] => [
    { kind: "section", text: `${item.due}: ${oneLine(item.name)}` },
    {
      kind: "fields",
      rows: [
        [words.agenda.followUpFields.what, words.agenda.followUpKinds[item.type]],
        [words.agenda.followUpFields.note, item.note ? oneLine(item.note) : null],
        [words.agenda.followUpFields.owner, item.owner ?? NOBODY],
      ],
    },
    { kind: "link", text: mailWords.openInWorkspace, url: item.type === "lead" ? leadAdminUrl(addresses, item.id) : bookingAdminUrl(addresses, item.id) },
  ]);
  const cc = [...new Set(owners.cc ?? [])];
  return {
    from: addresses.from,
    to: addresses.agency,
    ...(cc.length > 0 ? { cc } : {}),
    subject: bookings.length > 0 ? words.agenda.subject(day, count) : words.agenda.followUpsSubject(day, count),
    ...renderMail([
      { kind: "heading", text: words.agenda.heading(day, count) },
      ...entries,
      ...(followUpEntries.length > 0 ? [{ kind: "heading", text: words.agenda.followUpsSection } as MailBlock, ...followUpEntries] : []),
    ]),
    headers: { "X-Booking-Agenda": localDate },
  };
}
