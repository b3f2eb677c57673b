/**
 * The alerts table as an outbox plan. Each row is composed when it is due, from the lead or booking as
 * it is then: an erased lead sends nothing, and an overdue alarm whose lead was answered in the meantime
 * composes to "nothing to send" and is marked skipped.
 */
import { replyDueAt } from "@domain/lead/reply-clock";
import type { BookingStore } from "../booking/store";
import { leadRowById, toLead, type Lead } from "../contact/lead-store";
import type { AlertKind, AlertRow } from "../db/schema";
import type { Composed, OutboxPlan } from "../outbox/plan";
import { composeEscalation } from "./escalation";
import { userEmailsById } from "../accounts/store";
import { SKIP_REASONS } from "./follow-ups";
import { composeReceipt } from "./receipt";
import type { AlertSettings } from "./settings";
import { bookingAdminUrl, leadAdminUrl } from "./settings";
import { ALERT_CHANNELS, type AlertStore } from "./store";
import { bookingPayload, leadPayload, webhookRequest } from "./webhook-payload";

const KIND_LABELS: Record<AlertRow["kind"], string> = {
  receipt: "Receipt",
  webhook: "Webhook",
  escalation: "Overdue alarm",
  escalation_webhook: "Overdue webhook",
};

export function alertPlan(store: AlertStore, bookings: Pick<BookingStore, "get">, settings: AlertSettings): OutboxPlan<AlertRow> {
  const leadWithStage = async (id: string): Promise<(Lead & { stage: string; assignedTo: string | null }) | undefined> => {
    const row = await leadRowById(store.db, id);
    return row && { ...toLead(row), stage: row.stage, assignedTo: row.assigned_to };
  };
  /** The lead's owner's address (decision 043): the alarm is addressed to them too. */
  const ownerOf = async (userId: string | null) => (userId === null ? null : ((await userEmailsById(store.db)).get(userId) ?? null));

  async function compose(row: AlertRow): Promise<Composed> {
    if (row.booking_id !== null) {
      const booking = await bookings.get(row.booking_id);
      if (!booking) return { nothingToSend: SKIP_REASONS.bookingGone };
      if (!settings.webhook) return { nothingToSend: SKIP_REASONS.noWebhook };
      return { webhook: webhookRequest(bookingPayload(booking, settings), settings.webhook, row.id) };
    }
    const lead = row.lead_id === null ? undefined : await leadWithStage(row.lead_id);
    if (!lead) return { nothingToSend: SKIP_REASONS.gone };
    if (lead.spam) return { nothingToSend: SKIP_REASONS.spam };
    const dueAt = replyDueAt(new Date(lead.createdAt), lead.kind);
    const isWebhook = row.kind === "webhook" || row.kind === "escalation_webhook";
    if (isWebhook && !settings.webhook) return { nothingToSend: SKIP_REASONS.noWebhook };
    if ((row.kind === "escalation" || row.kind === "escalation_webhook") && lead.stage !== "new") return { nothingToSend: SKIP_REASONS.answered };
    switch (row.kind) {
      case "receipt":
        return composeReceipt(lead, settings);
      case "escalation":
        return composeEscalation(lead, dueAt, settings, await ownerOf(lead.assignedTo));
      case "webhook":
        return { webhook: webhookRequest(leadPayload(lead, settings, "new"), settings.webhook!, row.id) };
      case "escalation_webhook":
        return { webhook: webhookRequest(leadPayload(lead, settings, "overdue", dueAt), settings.webhook!, row.id) };
    }
  }

  return {
    table: store.outbox,
    channels: ["mail", "webhook"],
    // Only the kinds whose channel the worker has now (a receipt waits for SMTP, a webhook for its sender).
    claimOnly: (channels) => ({ column: "kind", values: (Object.keys(ALERT_CHANNELS) as AlertKind[]).filter((kind) => channels.has(ALERT_CHANNELS[kind])) }),
    describe(row) {
      const owner = row.booking_id !== null ? `booking ${row.booking_id}` : `lead ${row.lead_id}`;
      const label = `${KIND_LABELS[row.kind]} ${row.id} for ${owner}`;
      const adminUrl = row.booking_id !== null ? bookingAdminUrl(settings, row.booking_id) : leadAdminUrl(settings, row.lead_id ?? "");
      return {
        label,
        recipient: row.kind === "receipt" ? "the visitor" : row.kind === "escalation" ? settings.contactTo : "the webhook",
        notDelivered: (error) =>
          `ALERT NOT DELIVERED: ${label} failed ${row.attempts} times and is marked failed. Last error: ${error}. ` + `The ${owner} itself is stored: ${adminUrl}`,
      };
    },
    compose,
    markSkipped: (id, reason) => store.markSkipped(id, reason),
    countQueued: () => store.countDue(),
  };
}
