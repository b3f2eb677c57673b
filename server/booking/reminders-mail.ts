/** The two reminder emails: the visitor's, a day ahead, and the agency's morning agenda. */
import { site } from "../../content/site";
import { consultation } from "../../content/booking";
import { escapeHtml, oneLine, type MailMessage } from "../mail/message";
import { slotLabels } from "@domain/booking/labels";
import { htmlPage, manageUrl, paragraphs, type BookingMailAddresses } from "./mail";
import type { Booking } from "./store";

/** The visitor's reminder, 24 hours before: the time, how it happens, and the manage link. */
export function composeReminder(booking: Booking, addresses: BookingMailAddresses, manageToken: string): MailMessage {
  const when = slotLabels(booking.start).full;
  const link = manageUrl(addresses.siteUrl, manageToken);
  const lines = [
    `Hello ${oneLine(booking.name)},`,
    `a reminder of your ${consultation.title.toLowerCase()} with ${site.name} tomorrow: ${when}.`,
    booking.phone ? `We will call you at ${oneLine(booking.phone)}.` : "We will email you a video-call link before the call.",
  ];
  return {
    from: addresses.from,
    to: { name: oneLine(booking.name), address: booking.email },
    replyTo: { name: site.name, address: addresses.agency },
    subject: `Reminder: your consultation with ${site.name}, ${when}`,
    text: [...lines, "", `Need another time, or can't make it? Change or cancel your booking: ${link}`, "", `Questions? Reply to this email or call ${site.phone}.`, "", site.name].join("\n"),
    html: htmlPage(
      "Your consultation is tomorrow",
      [
        paragraphs(lines),
        `<p>Need another time, or can't make it? <a href="${escapeHtml(link)}">Change or cancel your booking</a>.</p>`,
        paragraphs([`Questions? Reply to this email or call ${site.phone}.`, site.name]),
      ].join("\n"),
    ),
    headers: { "X-Booking-Id": booking.id, "X-Booking-Mail": "visitor_reminder" },
  };
}

/** The agency's agenda of one office-local date: that day's active consultations, composed when it is sent. */
export function composeAgenda(localDate: string, bookings: Booking[], addresses: BookingMailAddresses): MailMessage {
  const day = bookings[0] ? slotLabels(bookings[0].start).day : localDate;
  const count = `${bookings.length} consultation${bookings.length === 1 ? "" : "s"}`;
  const entries = bookings.map((booking) => {
    const time = `${slotLabels(booking.start).time} ${site.hours.zoneName}`;
    const contact = [booking.email, booking.phone].filter(Boolean).join(", ");
    return { time, name: oneLine(booking.name), contact, topic: booking.topic ? oneLine(booking.topic).slice(0, 300) : "", id: booking.id };
  });
  const siteUrl = addresses.siteUrl.replace(/\/+$/, "");
  return {
    from: addresses.from,
    to: addresses.agency,
    subject: `Today's consultations: ${day} (${count})`,
    text: [
      `${count} today, ${day}:`,
      "",
      ...entries.flatMap((entry) => [`${entry.time}  ${entry.name} (${entry.contact})`, ...(entry.topic ? [`  Topic: ${entry.topic}`] : []), `  ${siteUrl}/admin/bookings/${entry.id}`, ""]),
    ].join("\n"),
    html: htmlPage(
      `${count} today, ${day}`,
      `<ul style="padding-left:18px">${entries
        .map(
          (entry) =>
            `<li style="margin-bottom:10px"><strong>${escapeHtml(entry.time)}</strong> <a href="${escapeHtml(`${siteUrl}/admin/bookings/${entry.id}`)}">${escapeHtml(entry.name)}</a> (${escapeHtml(entry.contact)})` +
            (entry.topic ? `<br><span style="color:#475569">${escapeHtml(entry.topic)}</span>` : "") +
            "</li>",
        )
        .join("")}</ul>`,
    ),
    headers: { "X-Booking-Agenda": localDate },
  };
}
