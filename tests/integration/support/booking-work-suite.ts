import { expect, it } from "vitest";
import type { Backend } from "../../../server/backend";
import { createBookingService, type BookingService } from "../../../server/booking/service";
import { createSpamCheck } from "../../../server/spam/check";
import type { StorageTarget } from "./outbox-suite";
import { waitFor } from "./outbox-suite";
import { backendHarness } from "./backend-harness";
import type { ReceivedMail } from "./smtp";

const VISITOR = { name: "Sam Ortiz", email: "sam@example.com", phone: "", topic: "A new site" };
const at = { clientAddress: "127.0.0.1" };
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, "");
const line = (ics: string, name: string) => unfold(ics).match(new RegExp(`^${name}:(.*)$`, "m"))?.[1];
const MEMBER = "owner@agency.example";

/**
 * The agency works a booking from the workspace on a real database, its mails read back from a real
 * SMTP server: a move (the visitor's updated invitation: same UID, SEQUENCE + 1, new times), a cancel
 * with a reason (quoted to the visitor, with a link to book again), held / no-show only once the
 * meeting has started, and the history of it all.
 */
export function defineBookingWorkSuite(target: StorageTarget): void {
  const { smtp, backend } = backendHarness(target, { siteUrl: "https://www.agency.example" });

  const pinned = (b: Backend, now: Date): BookingService =>
    createBookingService({ store: b.bookingStore, rateLimiter: null, onQueued: () => {}, clock: () => now, spam: createSpamCheck({ leads: b.store, bookings: b.bookingStore, emailLimit: null }) });

  async function book(b: Backend, slot: string) {
    const result = await b.bookings.book({ slot, ...VISITOR }, at);
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result.booking;
  }

  const toVisitor = (mail: ReceivedMail) => mail.envelopeTo.includes(VISITOR.email);

  it("moves a booking: the visitor's mail and invitation say the new time (same UID, SEQUENCE + 1); the agency's invitation is titled with the visitor's name", async () => {
    const b = await backend();
    // The owner's meeting room, and no calls: the invitation's LOCATION and URL are the room.
    const saved = await b.availability.save({ ...(await b.availability.settings()), meetingPlace: { videoUrl: "https://meet.example.com/agency-room", callsVisitor: false } }, MEMBER);
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    const [first, , third] = await b.bookings.freeSlots();
    const booking = await book(b, first!.start);
    await waitFor(() => smtp.mails.length === 2, 15_000, "the invitations");
    const invitation = smtp.mails.find(toVisitor)!;
    const uid = line(invitation.calendar, "UID");
    expect(line(invitation.calendar, "SEQUENCE")).toBe("0");
    smtp.mails.length = 0;

    const moved = await b.bookings.moveById(booking.id, third!.start, MEMBER);
    expect(moved).toMatchObject({ ok: true, from: first!.start, booking: { id: booking.id, start: third!.start, sequence: 1 } });
    await waitFor(() => smtp.mails.length === 2, 15_000, "the updated invitations");
    const visitor = smtp.mails.find(toVisitor)!;
    const agency = smtp.mails.find((mail) => !toVisitor(mail))!;
    expect(visitor.subject).toMatch(/^Macomb Web Studio moved your consultation to /);
    expect(visitor.text).toContain("We moved your consultation");
    expect(visitor.text).toContain("Join the video call at https://meet.example.com/agency-room");
    for (const mail of [visitor, agency]) {
      expect(mail.calendar).toContain("METHOD:REQUEST");
      expect(line(mail.calendar, "UID")).toBe(uid);
      expect(line(mail.calendar, "SEQUENCE")).toBe("1");
      expect(line(mail.calendar, "DTSTART")).toBe(third!.start.replace(/[-:]/g, "").replace(".000", ""));
      expect(line(mail.calendar, "DTEND")).toBe(third!.end.replace(/[-:]/g, "").replace(".000", ""));
      expect(line(mail.calendar, "LOCATION")).toBe("https://meet.example.com/agency-room");
      expect(line(mail.calendar, "URL")).toBe("https://meet.example.com/agency-room");
    }
    expect(line(visitor.calendar, "SUMMARY")).toBe("Free consultation with Macomb Web Studio");
    expect(line(agency.calendar, "SUMMARY")).toBe("Consultation: Sam Ortiz");
    expect(agency.subject).toMatch(/^You moved a consultation: Sam Ortiz, now /);
    // The old time is free again, the new one is not.
    const free = (await b.bookings.freeSlots()).map((slot) => slot.start);
    expect(free).toContain(first!.start);
    expect(free).not.toContain(third!.start);
    // The history: moved from → to, by the member.
    const history = await b.bookings.history(booking.id);
    expect(history).toMatchObject([{ kind: "moved", actor: MEMBER }]);
    expect(JSON.parse(history[0]!.detail!)).toEqual({ from: first!.start, to: third!.start });
  });

  it("refuses a move to a taken, unoffered or the same time, and of a cancelled booking", async () => {
    const b = await backend({ smtp: false });
    const [first, second, third] = await b.bookings.freeSlots();
    const mine = await book(b, first!.start);
    await b.bookings.book({ slot: second!.start, ...VISITOR, email: "other@example.com" }, at);
    expect(await b.bookings.moveById(mine.id, second!.start, MEMBER)).toEqual({ ok: false, error: "slot_taken" });
    expect(await b.bookings.moveById(mine.id, first!.start, MEMBER)).toEqual({ ok: false, error: "same_time" });
    expect(await b.bookings.moveById(mine.id, "2020-01-01T15:00:00.000Z", MEMBER)).toMatchObject({ ok: false, error: "validation" });
    expect(await b.bookings.moveById(mine.id, "", MEMBER)).toMatchObject({ ok: false, error: "validation", slot: "Please choose a time" });
    expect(await b.bookings.moveById("00000000-0000-4000-8000-000000000000", third!.start, MEMBER)).toEqual({ ok: false, error: "not_found" });
    expect((await b.bookings.cancelById(mine.id, { actor: MEMBER, reason: "Ill" })).ok).toBe(true);
    expect(await b.bookings.moveById(mine.id, third!.start, MEMBER)).toEqual({ ok: false, error: "cancelled" });
  });

  it("cancels with a reason: the visitor's mail quotes it and links to booking again (METHOD:CANCEL); no reason, no cancel", async () => {
    const b = await backend();
    const [first] = await b.bookings.freeSlots();
    const booking = await book(b, first!.start);
    await waitFor(() => smtp.mails.length === 2, 15_000, "the invitations");
    const uid = line(smtp.mails[0]!.calendar, "UID");
    smtp.mails.length = 0;

    expect(await b.bookings.cancelById(booking.id, { actor: MEMBER, reason: "   " })).toEqual({ ok: false, error: "reason_required" });
    expect(await b.bookings.cancelById(booking.id, { actor: MEMBER, reason: "x".repeat(501) })).toEqual({ ok: false, error: "reason_too_long" });
    expect((await b.bookings.history(booking.id))).toEqual([]);

    const reason = "Our designer is ill that day.\nSorry for the short notice!";
    const cancelled = await b.bookings.cancelById(booking.id, { actor: MEMBER, reason });
    expect(cancelled).toMatchObject({ ok: true, booking: { status: "cancelled", cancelledBy: "agency", cancelReason: reason, sequence: 1 } });
    await waitFor(() => smtp.mails.length === 2, 15_000, "the cancellations");
    const visitor = smtp.mails.find(toVisitor)!;
    const agency = smtp.mails.find((mail) => !toVisitor(mail))!;
    expect(visitor.text).toContain("We have to cancel your consultation");
    expect(visitor.text).toContain("> Our designer is ill that day.\n> Sorry for the short notice!");
    expect(visitor.text).toContain("book a new time: https://www.agency.example/book");
    expect(visitor.calendar).toContain("METHOD:CANCEL");
    expect(line(visitor.calendar, "UID")).toBe(uid);
    expect(line(visitor.calendar, "STATUS")).toBe("CANCELLED");
    expect(agency.text).toContain("Our designer is ill that day.");
    const history = await b.bookings.history(booking.id);
    expect(history).toMatchObject([{ kind: "cancelled", actor: MEMBER }]);
    expect(JSON.parse(history[0]!.detail!)).toEqual({ by: "agency", reason });
  });

  it("marks held or no-show only once the meeting has started; notes go into the history", async () => {
    const b = await backend({ smtp: false });
    const [first] = await b.bookings.freeSlots();
    const booking = await book(b, first!.start);
    // Before its start: not yet.
    expect(await pinned(b, new Date(Date.parse(first!.start) - 60_000)).setOutcome(booking.id, "held", MEMBER)).toEqual({ ok: false, error: "not_yet" });
    expect((await b.bookingStore.get(booking.id))!.outcome).toBeNull();
    const minutesAfter = (n: number) => pinned(b, new Date(Date.parse(first!.start) + n * 60_000));
    const after = minutesAfter(1);
    expect(await after.setOutcome(booking.id, "no_show", MEMBER)).toEqual({ ok: true });
    expect(await minutesAfter(2).setOutcome(booking.id, "held", MEMBER)).toEqual({ ok: true });
    expect((await b.bookingStore.get(booking.id))!.outcome).toBe("held");
    expect(await after.setOutcome("00000000-0000-4000-8000-000000000000", "held", MEMBER)).toEqual({ ok: false, error: "not_found" });

    expect(await b.bookings.addNote(booking.id, "  ", MEMBER)).toBe("empty");
    expect(await minutesAfter(3).addNote(booking.id, "Wants a quote for two sites", MEMBER)).toBe("added");
    expect((await b.bookings.history(booking.id)).map((event) => [event.kind, event.detail, event.actor])).toEqual([
      ["outcome", "no_show", MEMBER],
      ["outcome", "held", MEMBER],
      ["note", "Wants a quote for two sites", MEMBER],
    ]);

    // A person's data on request carries the history, notes included; erasing the person removes it.
    expect((await b.inbox.personData(VISITOR.email)).bookingEvents.map((event) => event.detail)).toContain("Wants a quote for two sites");

    // A cancelled booking has no outcome.
    const [, second] = await b.bookings.freeSlots();
    const other = await book(b, second!.start);
    await b.bookings.cancelById(other.id, { actor: MEMBER, reason: "Double-booked" });
    expect(await pinned(b, new Date(Date.parse(second!.start) + 60_000)).setOutcome(other.id, "held", MEMBER)).toEqual({ ok: false, error: "cancelled" });
  });

  it("the visitor's own move and cancel are in the history as the visitor's", async () => {
    const b = await backend({ smtp: false });
    const [first, , third] = await b.bookings.freeSlots();
    const result = await b.bookings.book({ slot: first!.start, ...VISITOR }, at);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect((await b.bookings.reschedule({ token: result.manageToken, slot: third!.start }, at)).ok).toBe(true);
    expect((await b.bookings.cancel(result.manageToken)).ok).toBe(true);
    const history = await b.bookings.history(result.booking.id);
    expect(history.map((event) => [event.kind, event.actor])).toEqual([
      ["moved", "visitor"],
      ["cancelled", "visitor"],
    ]);
    expect(JSON.parse(history[1]!.detail!)).toEqual({ by: "visitor", reason: null });
  });
}
