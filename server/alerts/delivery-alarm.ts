/**
 * The owner's alarm that email delivery has been failing (server/outbox/delivery-health.ts queues it once
 * per failing period), as an outbox plan that leaves by the webhook only: mail cannot report itself.
 */
import type { DeliveryHealthStore } from "../outbox/delivery-health";
import type { OutboxPlan } from "../outbox/plan";
import type { DeliveryAlarmRow } from "../db/schema";
import { officeTime } from "./office-time";
import type { AlertSettings } from "./settings";
import { chatSafe, webhookRequest, type WebhookPayload } from "./webhook-payload";

/** The workspace page that shows what is waiting and failing (app/pages.ts). */
export const outboxAdminUrl = (settings: Pick<AlertSettings, "siteUrl">) => `${settings.siteUrl}/admin/outbox`;

/** "Email delivery failing since Tuesday, November 24 at 3:00 PM Eastern": the alarm's first words (the workspace banner writes the time its own way, app/components/admin/format.ts). */
export const mailFailingWords = (failingSince: string) => `Email delivery failing since ${officeTime(failingSince)}`;

export function deliveryAlarmPayload(alarm: { id: string; failingSince: string; createdAt: string }, lastError: string | null, settings: Pick<AlertSettings, "siteUrl">): WebhookPayload {
  const adminUrl = outboxAdminUrl(settings);
  const summary = `${mailFailingWords(alarm.failingSince)}${lastError ? `: ${lastError.replace(/\s+/g, " ").slice(0, 200)}` : ""}`;
  const text = `${chatSafe(summary)}. Leads and bookings are stored and their emails wait in the outbox:\n${adminUrl}`;
  return { type: "outbox", event: "mail_failing", id: alarm.id, name: "", email: "", phone: null, summary, page: null, adminUrl, createdAt: alarm.createdAt, text };
}

export function deliveryAlarmPlan(health: DeliveryHealthStore, settings: AlertSettings): OutboxPlan<DeliveryAlarmRow> {
  return {
    table: health.alarms,
    channels: ["webhook"],
    describe(row) {
      const label = `Mail failing alarm ${row.id}`;
      return {
        label,
        recipient: "the webhook",
        notDelivered: (error) => `ALARM NOT DELIVERED: ${label} (email failing) failed ${row.attempts} times. Last error: ${error}.`,
      };
    },
    async compose(row) {
      if (!settings.webhook) throw new Error("LEAD_WEBHOOK_URL is not set");
      const mail = (await health.current()).find((channel) => channel.channel === "mail");
      const alarm = { id: row.id, failingSince: new Date(row.failing_since).toISOString(), createdAt: new Date(row.created_at).toISOString() };
      return { webhook: webhookRequest(deliveryAlarmPayload(alarm, mail?.lastError ?? null, settings), settings.webhook, row.id) };
    },
  };
}
