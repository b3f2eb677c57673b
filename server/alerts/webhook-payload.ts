/**
 * The JSON a webhook receiver gets for a clean lead or booking (and for an overdue lead), and the
 * signed request that carries it. `text` is the whole alert in one message, so a Slack incoming
 * webhook (or Discord's Slack-compatible one, the webhook URL + `/slack`) shows it as it is.
 */
import type { Booking } from "../booking/store";
import type { Lead } from "../contact/lead-store";
import { oneLine } from "../mail/message";
import { slotLabels } from "@domain/booking/labels";
import { towns } from "../../content/towns";
import { officeTime } from "./office-time";
import { leadDisplayName, NO_MESSAGE, ownMessage, ownName } from "@domain/lead/display";
import { replyPromiseOf } from "@domain/lead/reply-promise";
import { leadKindInSentence } from "@domain/lead/labels";
import { bookingAdminUrl, leadAdminUrl, type AlertSettings } from "./settings";
import { webhookSignature, type WebhookRequest } from "../outbox/webhook-sender";
import type { LeadWebhook } from "../config";

export interface WebhookPayload {
  /** `outbox`: the owner's alarm that email delivery has been failing (server/alerts/delivery-alarm.ts). */
  type: "lead" | "booking" | "outbox";
  /** `new`: just arrived; `overdue`: a lead still new when its reply promise ran out; `mail_failing`: email has been failing (type `outbox`). */
  event: "new" | "overdue" | "mail_failing";
  id: string;
  name: string;
  email: string;
  phone: string | null;
  summary: string;
  /** Path of the page it came from (`/book` for a booking), when known. */
  page: string | null;
  adminUrl: string;
  createdAt: string;
  text: string;
}

const SUMMARY_CHARS = 200;

const clip = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/**
 * Visitor text inside a chat message: Slack reads `<…>` as links and mentions (`<!channel>`) and `&`
 * as an entity, and `@everyone`/`@here` ping a whole Discord server, so those are made inert.
 */
export function chatSafe(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/@(everyone|here|channel)/gi, "@\u200b$1");
}

const townOf = (slug: string | null) => (slug ? (towns.find((town) => town.slug === slug)?.name ?? slug) : null);

export function leadSummary(lead: Pick<Lead, "kind" | "subject" | "message" | "location">): string {
  const town = townOf(lead.location);
  const about = oneLine(lead.subject ?? ownMessage(lead) ?? NO_MESSAGE);
  return clip(town ? `${town}: ${about}` : about, SUMMARY_CHARS);
}

export function leadPayload(lead: Lead, settings: Pick<AlertSettings, "siteUrl">, event: WebhookPayload["event"], dueAt?: Date): WebhookPayload {
  const adminUrl = leadAdminUrl(settings, lead.id);
  // A quick request is named by its address: the JSON's `name` and the chat text show no invented person.
  const name = oneLine(leadDisplayName(lead));
  const summary = leadSummary(lead);
  const phone = lead.phone ? chatSafe(oneLine(lead.phone)) : null;
  const who = ownName(lead) === null ? `${chatSafe(lead.email)}${phone ? ` (${phone})` : ""}` : `${chatSafe(name)} (${chatSafe(lead.email)}${phone ? `, ${phone}` : ""})`;
  const text =
    event === "overdue"
      ? `Overdue lead: ${who} is still new, and the reply promise (${replyPromiseOf(lead.kind).within}) ran out${dueAt ? ` on ${officeTime(dueAt.toISOString())}` : ""}: ${chatSafe(summary)}\n${adminUrl}`
      : `New lead from ${who} via the ${leadKindInSentence(lead.kind)}${lead.page ? ` on ${chatSafe(lead.page)}` : ""}: ${chatSafe(summary)}\n${adminUrl}`;
  return { type: "lead", event, id: lead.id, name, email: lead.email, phone: lead.phone, summary, page: lead.page, adminUrl, createdAt: lead.createdAt, text };
}

export function bookingPayload(booking: Booking, settings: Pick<AlertSettings, "siteUrl">): WebhookPayload {
  const adminUrl = bookingAdminUrl(settings, booking.id);
  const name = oneLine(booking.name);
  const when = slotLabels(booking.start).full;
  const summary = clip(`Free consultation ${when}${booking.topic ? `: ${oneLine(booking.topic)}` : ""}`, SUMMARY_CHARS);
  const text = `New booking: ${chatSafe(name)} (${chatSafe(booking.email)}${booking.phone ? `, ${chatSafe(oneLine(booking.phone))}` : ""}) booked a ${chatSafe(summary.charAt(0).toLowerCase() + summary.slice(1))}\n${adminUrl}`;
  return { type: "booking", event: "new", id: booking.id, name, email: booking.email, phone: booking.phone, summary, page: "/book", adminUrl, createdAt: booking.createdAt, text };
}

/** The POST: the JSON body, signed over its exact bytes; `X-Delivery-Id` (the outbox row) lets a receiver drop a repeat. */
export function webhookRequest(payload: WebhookPayload, webhook: LeadWebhook, deliveryId: string): WebhookRequest {
  const body = JSON.stringify(payload);
  return {
    url: webhook.url,
    body,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "User-Agent": "MacombWebStudio-Alerts/1",
      "X-Signature": webhookSignature(body, webhook.secret),
      "X-Delivery-Id": deliveryId,
    },
  };
}
