/**
 * What a clean lead or booking owes besides the agency's own email, queued in the same transaction that
 * stores it (so neither exists without the other): the visitor's receipt, the webhook, and the overdue
 * alarm (email and webhook), scheduled for the moment the reply promise runs out.
 */
import type { Insertable, Kysely } from "kysely";
import { replyDueAt } from "@domain/lead/reply-clock";
import type { LeadKind } from "@domain/lead/fields";
import type { AlertKind, AlertTable, Database } from "../db/schema";
import type { AlertSettings } from "./settings";
import { insertAlerts, takeReceiptSlot } from "./store";

export const SKIP_REASONS = {
  autoReplyOff: "Receipts are off (AUTO_REPLY=0)",
  recentReceipt: "A receipt went to this address less than 24 hours ago",
  answered: "The lead was answered before the reply promise ran out",
  gone: "The lead no longer exists",
  bookingGone: "The booking no longer exists",
  spam: "The lead is marked spam",
  noWebhook: "LEAD_WEBHOOK_URL is no longer set",
} as const;

function alertRow(kind: AlertKind, owner: { leadId?: string; bookingId?: string }, createdAt: Date, dueAt: Date | null, skipReason?: string): Insertable<AlertTable> {
  return {
    id: crypto.randomUUID(),
    created_at: createdAt.toISOString(),
    lead_id: owner.leadId ?? null,
    booking_id: owner.bookingId ?? null,
    kind,
    skip_reason: skipReason ?? null,
    status: skipReason ? "skipped" : "queued",
    attempts: 0,
    next_attempt_at: skipReason ? null : (dueAt ?? createdAt).toISOString(),
    locked_until: null,
    last_error: null,
    sent_at: null,
  };
}

/** What the lead needs for its follow-ups (the stored lead has more). */
export interface FollowUpLead {
  id: string;
  createdAt: string;
  kind: LeadKind;
  email: string;
}

export class AlertFollowUps {
  constructor(private readonly settings: Pick<AlertSettings, "autoReply" | "webhook">) {}

  /**
   * A clean lead (stored now, or moved out of spam now): its receipt, webhook and overdue alarm. The
   * receipt and the alarm only while the reply promise still runs: a lead rescued from spam after its
   * deadline gets neither (the person rescuing it is looking at it, and a receipt days late says nothing).
   */
  async queueForLead(trx: Kysely<Database>, lead: FollowUpLead, now: Date): Promise<void> {
    const dueAt = replyDueAt(new Date(lead.createdAt), lead.kind);
    const owner = { leadId: lead.id };
    const rows: Insertable<AlertTable>[] = [];
    if (now < dueAt) {
      if (!this.settings.autoReply) rows.push(alertRow("receipt", owner, now, null, SKIP_REASONS.autoReplyOff));
      else if (await takeReceiptSlot(trx, lead.email, now)) rows.push(alertRow("receipt", owner, now, null));
      else rows.push(alertRow("receipt", owner, now, null, SKIP_REASONS.recentReceipt));
    }
    if (this.settings.webhook) rows.push(alertRow("webhook", owner, now, null));
    if (now < dueAt) {
      rows.push(alertRow("escalation", owner, now, dueAt));
      if (this.settings.webhook) rows.push(alertRow("escalation_webhook", owner, now, dueAt));
    }
    await insertAlerts(trx, rows);
  }

  /** A clean booking: its webhook (the invitations are the booking's own emails). */
  async queueForBooking(trx: Kysely<Database>, booking: { id: string }, now: Date): Promise<void> {
    if (!this.settings.webhook) return;
    await insertAlerts(trx, [alertRow("webhook", { bookingId: booking.id }, now, null)]);
  }
}
