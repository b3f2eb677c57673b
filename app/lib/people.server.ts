/**
 * Route glue for People (/admin/people and a person's page): one person is one email address. What a
 * person's page shows, their data as a JSON file, and the erasure, shared by the list route (the older
 * `?email=` address) and the person's own route. Decision 040.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { field, requireOwner, workspace, workspaceHeaders, type User } from "./workspace.server";
import { longWhen } from "~/components/admin/format";
import { slotLabels } from "@domain/booking/labels";
import { localDate } from "@domain/booking/schedule";
import { normalizeText } from "@domain/text";
import { EMAIL_MAX } from "@domain/email";
import { LEAD_EVENT_LABELS, LEAD_KIND_LABELS } from "@domain/lead/labels";
import { BOOKING_MAIL_LABELS, BOOKING_STATE_LABELS } from "@domain/booking/workspace-labels";
import { OUTBOX_STATUS_LABELS } from "@domain/outbox-status";
import { isLeadStage, isLostReason } from "@domain/lead/stage";
import { dealDetail, dealText, stageEventText, type Deal } from "@domain/lead/deal";
import { currentLeadOf } from "@domain/lead/person";
import { leadDisplayName, ownMessage, NO_MESSAGE } from "@domain/lead/display";
import type { LeadKind } from "@domain/lead/fields";

type Context = Readonly<RouterContextProvider>;

const isoOf = (value: Date | string) => new Date(value).toISOString();
/** A label for a stored value, or the value itself for one this version has no word for. */
const labelOf = <Key extends string>(labels: Record<Key, string>, value: string) => (value in labels ? labels[value as Key] : value);

/** An address typed or posted: normalised like any one-line field and capped. */
export const emailOf = (value: string | null) => normalizeText(value ?? "").slice(0, EMAIL_MAX);

/** The mails that went to the person themselves (the agency's own copies are on the records' pages). */
const VISITOR_BOOKING_MAILS = new Set(["visitor_confirmation", "visitor_cancel"]);

/** Everything the person page shows about one address, or null when nothing is stored about it. */
export async function personView(context: Context, email: string) {
  const { inbox } = workspace(context);
  const found = await inbox.personData(email);
  if (found.leads.length === 0 && found.bookings.length === 0) return null;
  const now = inbox.now().getTime();
  const leads = found.leads.map((lead) => {
    const deal: Deal = {
      stage: isLeadStage(lead.stage) ? lead.stage : "new",
      dealValue: lead.deal_value === null ? null : Number(lead.deal_value),
      lostReason: isLostReason(lead.lost_reason) ? lead.lost_reason : null,
      lostNote: lead.lost_note,
    };
    const message = ownMessage({ kind: lead.kind as LeadKind, message: lead.message });
    return {
      id: lead.id,
      createdAt: isoOf(lead.created_at),
      received: longWhen(isoOf(lead.created_at)),
      kind: labelOf(LEAD_KIND_LABELS, lead.kind),
      name: leadDisplayName({ kind: lead.kind as LeadKind, name: lead.name, email: lead.email }),
      email: lead.email,
      phone: lead.phone,
      subject: lead.subject,
      message: message ?? NO_MESSAGE,
      page: lead.page,
      spam: Number(lead.spam) === 1,
      ...deal,
      deal: dealText(deal),
      detail: dealDetail(deal),
      events: found.leadEvents
        .filter((event) => event.lead_id === lead.id)
        .sort((a, b) => isoOf(a.created_at).localeCompare(isoOf(b.created_at)))
        .map((event) => ({
          when: longWhen(isoOf(event.created_at)),
          label: labelOf(LEAD_EVENT_LABELS, event.kind),
          actor: event.actor,
          detail: event.kind === "stage" && event.detail ? stageEventText(event.detail) : event.detail,
        })),
    };
  });
  const bookings = found.bookings.map((booking) => ({
    id: booking.id,
    createdAt: isoOf(booking.created_at),
    when: slotLabels(isoOf(booking.slot_start)).full,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    topic: booking.topic,
    status: BOOKING_STATE_LABELS[booking.status === "cancelled" ? "cancelled" : new Date(booking.slot_start).getTime() <= now ? "past" : "booked"],
    // A booking held as spam holds no slot: it is not an upcoming consultation.
    upcoming: booking.status === "active" && Number(booking.spam) === 0 && new Date(booking.slot_start).getTime() > now,
    mails: found.bookingMails
      .filter((mail) => mail.booking_id === booking.id)
      .map((mail) => ({ label: labelOf(BOOKING_MAIL_LABELS, mail.kind), status: labelOf(OUTBOX_STATUS_LABELS, mail.status), when: longWhen(isoOf(mail.created_at)) })),
  }));
  const newest = [...leads, ...bookings].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
  const current = currentLeadOf(leads.filter((lead) => !lead.spam));
  // The emails that went to them: receipts of their leads and the booking mails addressed to them.
  const mails = [
    ...found.alerts
      .filter((alert) => alert.kind === "receipt")
      .map((alert) => ({ at: isoOf(alert.created_at), label: "Receipt to the visitor", status: alert.status, sentAt: alert.sent_at })),
    ...found.bookingMails
      .filter((mail) => VISITOR_BOOKING_MAILS.has(mail.kind))
      .map((mail) => ({ at: isoOf(mail.created_at), label: labelOf(BOOKING_MAIL_LABELS, mail.kind), status: mail.status, sentAt: mail.sent_at })),
  ]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((mail) => ({ label: mail.label, state: `${labelOf(OUTBOX_STATUS_LABELS, mail.status)}${mail.sentAt ? ` ${longWhen(isoOf(mail.sentAt))}` : ""}`, when: longWhen(mail.at) }));
  return {
    email,
    name: newest.name,
    stage: current ? { stage: current.stage, deal: current.deal, detail: current.detail, leadId: current.id } : null,
    leads,
    bookings,
    mails,
  };
}

/**
 * Everything stored about the address as a JSON download (the person's copy of their data), less the
 * credentials of their cancel links (not data about them).
 */
export async function personExport(context: Context, email: string): Promise<Response> {
  const { inbox } = workspace(context);
  const found = await inbox.personData(email);
  const body = {
    email,
    exportedAt: inbox.now().toISOString(),
    leads: found.leads,
    leadEvents: found.leadEvents,
    bookings: found.bookings.map(({ manage_token_hash: _hash, ...booking }) => booking),
    bookingMails: found.bookingMails.map(({ manage_token: _token, ...mail }) => mail),
    bookingEvents: found.bookingEvents,
    replies: found.replies,
  };
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      ...workspaceHeaders(),
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-${localDate(inbox.now())}.json"`,
    },
  });
}

export const canErase = (user: User) => user.role === "owner";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** The erasure's words, from its counts (the list page says it after the redirect). */
export const erasedMessage = (leads: number, bookings: number) =>
  `Erased ${plural(leads, "lead")} and ${plural(bookings, "booking")}, with their emails and history. The erasure is recorded without the address.`;

/** `?erased=L-B` after an erasure: the counts, bounded, or null. */
export function erasedNotice(url: URL): { ok: true; message: string } | null {
  const match = /^(\d{1,6})-(\d{1,6})$/.exec(url.searchParams.get("erased") ?? "");
  return match ? { ok: true, message: erasedMessage(Number(match[1]), Number(match[2])) } : null;
}

/**
 * The erase form (owners only): the address typed again must match. On success, to the People list
 * (the person's page is gone) with the counts in the query; otherwise the answer for `<ActionNotice>`.
 */
export async function eraseAnswer(request: Request, context: Context, form: FormData, user: User) {
  const reply = (result: { ok: boolean; message: string }, status: number) => data(result, { status });
  requireOwner(request, context);
  const email = emailOf(field(form, "email"));
  const typed = emailOf(field(form, "confirm-email"));
  if (!email) return reply({ ok: false, message: "Find an address first." }, 422);
  if (typed.toLowerCase() !== email.toLowerCase()) return reply({ ok: false, message: "To erase, type the address exactly as shown." }, 422);
  const erased = await workspace(context).inbox.erasePerson(email, user.email);
  return redirect(`/admin/people?erased=${erased.leads}-${erased.bookings}`, { status: 303 });
}
