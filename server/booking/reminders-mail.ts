/** The two reminder emails: the visitor's, a day ahead, and the agency's morning agenda. */
import { site } from "../../content/site";
import { bookingMailWords, mailWords } from "../../content/mail";
import { oneLine, type MailMessage } from "../mail/message";
import { renderMail, type MailBlock } from "../mail/blocks";
import { bookingAdminUrl } from "../mail/workspace-links";
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

/** The agency's agenda of one office-local date: that day's active consultations, composed when it is sent. */
export function composeAgenda(localDate: string, bookings: Booking[], addresses: BookingMailAddresses): MailMessage {
  const words = bookingMailWords.agency;
  const day = bookings[0] ? slotLabels(bookings[0].start).day : localDate;
  const count = words.agenda.count(bookings.length);
  const entries = bookings.flatMap((booking): MailBlock[] => {
    const time = `${slotLabels(booking.start).time} ${site.hours.zoneName}`;
    return [
      { kind: "section", text: `${time}: ${oneLine(booking.name)}` },
      { kind: "fields", rows: [[words.fields.email, booking.email], [words.fields.phone, booking.phone], [words.fields.topic, booking.topic ? oneLine(booking.topic).slice(0, 300) : null]] },
      { kind: "link", text: mailWords.openInWorkspace, url: bookingAdminUrl(addresses, booking.id) },
    ];
  });
  return {
    from: addresses.from,
    to: addresses.agency,
    subject: words.agenda.subject(day, count),
    ...renderMail([{ kind: "heading", text: words.agenda.heading(day, count) }, ...entries]),
    headers: { "X-Booking-Agenda": localDate },
  };
}
