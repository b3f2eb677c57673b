/**
 * What a clean lead or booking owes besides the agency's own email, queued in the same transaction that
 * stores it (so neither exists without the other): the visitor's receipt, the webhook, and the overdue
 * alarm (email and webhook), scheduled for the moment the reply promise runs out.
 */
import { createHash } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import { replyDueAt } from "@domain/lead/reply-clock";
import type { LeadKind } from "@domain/lead/fields";
import { normalizeEmail } from "@domain/text";
import type { AlertKind, AlertTable, Database } from "../db/schema";
import type { AlertSettings } from "./settings";

const DAY_MS = 24 * 60 * 60_000;

export const SKIP_REASONS = {
  autoReplyOff: "Receipts are off (AUTO_REPLY=0)",
  recentReceipt: "A receipt went to this address less than 24 hours ago",
  answered: "The lead was answered before the reply promise ran out",
  gone: "The lead no longer exists",
  bookingGone: "The booking no longer exists",
  spam: "The lead is marked spam",
  noWebhook: "LEAD_WEBHOOK_URL is no longer set",
} as const;

/** The receipt guard's key: the address in its one normalised form, hashed (the guard needs no readable address). */
export const addressHash = (email: string) => createHash("sha256").update(normalizeEmail(email)).digest("hex");

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

/**
 * Takes the address's receipt for the next 24 hours, or answers false when one went out less than 24
 * hours ago. One statement (insert, or update only when the last receipt is older than a day), so two
 * leads from one address racing on two instances get one receipt: PostgreSQL makes the second wait on
 * the first's row and then sees it; SQLite has one writer.
 */
export async function takeReceiptSlot(trx: Kysely<Database>, email: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const won = await trx
    .insertInto("receipt_guards")
    .values({ address_hash: addressHash(email), last_receipt_at: at })
    .onConflict((conflict) =>
      conflict
        .column("address_hash")
        .doUpdateSet({ last_receipt_at: at })
        .where("receipt_guards.last_receipt_at", "<=", new Date(now.getTime() - DAY_MS).toISOString()),
    )
    .returning("address_hash")
    .executeTakeFirst();
  return won !== undefined;
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
    if (rows.length > 0) await trx.insertInto("alerts").values(rows).execute();
  }

  /** A clean booking: its webhook (the invitations are the booking's own emails). */
  async queueForBooking(trx: Kysely<Database>, booking: { id: string }, now: Date): Promise<void> {
    if (!this.settings.webhook) return;
    await trx.insertInto("alerts").values(alertRow("webhook", { bookingId: booking.id }, now, null)).execute();
  }
}
