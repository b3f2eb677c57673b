/**
 * What the booking pages' loaders and actions send to the browser: ready-made labels, so the
 * page's JavaScript carries no time-zone data or date library.
 */
import { data, type RouterContextProvider } from "react-router";
import { site } from "@content/site";
import { groupByDay, slotLabels } from "@domain/booking/labels";
import { hoursSentence } from "@domain/booking/hours-sentence";
import { localDate } from "@domain/booking/schedule";
import { defaultMeetingPlace, meetingOf, publicMeeting, type MeetingPlace } from "@domain/booking/meeting-place";
import { bookingCalendar } from "../../server/booking/mail";
import type { Booking } from "../../server/booking/store";
import type { BookingActionResult, BookingFormValues, BookingSummary } from "@domain/booking/fields";
import { HONEYPOT_FIELD } from "@domain/lead/fields";
import { bookingOf, clientAddressOf } from "../../server/http/request-context";
import { answerHeaders } from "../../server/http/answer";
import { bookSlot } from "../../server/booking/answer";
import { formOf } from "../../server/http/form-body";
import { visitSourceFieldsOf } from "../../server/attribution/source-columns";

// The cancel route reads the service through this glue: routes import server/ only through *.server.ts.
export { bookingOf };

type Context = Readonly<RouterContextProvider>;

const SUBMITTED = ["slot", "name", "email", "phone", "topic"] as const;

/** The picker's days and the hours in words, both from the same availability settings. */
export async function freeDays(context: Context) {
  // The availability the slots came from marks its blocked dates as closed days.
  const { slots, availability } = await bookingOf(context).offer();
  return { days: groupByDay(slots, availability), hours: hoursSentence(availability), meeting: publicMeeting(availability.meetingPlace) };
}

/** The home page's few next free times; the home page still renders (without them) if the database fails. */
export async function nextFreeSlots(context: Context, count: number) {
  try {
    const slots = (await bookingOf(context).freeSlots()).slice(0, count);
    return slots.map((slot) => {
      const labels = slotLabels(slot.start);
      return { start: slot.start, date: localDate(slot.start), day: labels.shortDay, time: labels.time };
    });
  } catch (error) {
    console.error(`Home page could not read free consultation times: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}

export function bookingSummary(booking: Booking, place: MeetingPlace = defaultMeetingPlace): BookingSummary {
  const labels = slotLabels(booking.start);
  return {
    when: labels.full,
    day: labels.day,
    time: `${labels.time} ${site.hours.zoneName}`,
    name: booking.name,
    email: booking.email,
    status: booking.status,
    past: Date.parse(booking.start) <= Date.now(),
    meeting: meetingOf(place, booking.phone).sentence,
  };
}

/** The /book form post (with or without JavaScript): book, or say why not with the input kept. */
export async function bookAction(request: Request, context: Context) {
  const form = await formOf(request);
  const values: BookingFormValues = {};
  for (const field of SUBMITTED) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  // The honeypot goes to the service (a filled one is spam) but never back into the form.
  const honeypot = form.get(HONEYPOT_FIELD);
  const answer = await bookSlot(bookingOf(context), { ...values, [HONEYPOT_FIELD]: honeypot }, { clientAddress: clientAddressOf(context), source: visitSourceFieldsOf(form) }, "Booking form");
  const init = { status: answer.status, headers: answerHeaders(answer) };
  if (answer.ok) return data<BookingActionResult>({ ok: true, booking: bookingSummary(answer.booking, await bookingOf(context).meetingPlace()), token: answer.manageToken }, init);
  switch (answer.error) {
    case "slot_taken":
      // The picker reopens on the taken slot's day, with the slot cleared.
      return data<BookingActionResult>({ ok: false, error: "slot_taken", values: { ...values, slot: "" }, day: localDate(values.slot!) }, init);
    case "validation":
      return data<BookingActionResult>({ ok: false, error: "validation", fields: answer.fields, values }, init);
    default:
      return data<BookingActionResult>({ ok: false, error: answer.error, values }, init);
  }
}

/** The booking behind a cancel link, or a 404 (unknown or malformed token). */
export async function bookingByToken(context: Context, token: string | undefined): Promise<Booking> {
  const booking = token ? await bookingOf(context).findByManageToken(token) : undefined;
  if (!booking) throw data(null, { status: 404 });
  return booking;
}

/** The visitor's own copy of the event (METHOD:PUBLISH: a calendar imports it without an RSVP). */
export function calendarFile(booking: Booking, place: MeetingPlace): Response {
  return new Response(bookingCalendar(booking, "PUBLISH", site.email, new Date(), { audience: "visitor", place }), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="consultation.ics"',
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
