/**
 * The stale-backup alarm: the same channels as the overdue-lead alarm (an email to `CONTACT_TO` and the
 * webhook, through the outbox with its retries). Composed when due: if a backup was taken in the
 * meantime, there is nothing to send any more.
 */
import type { MailMessage } from "../mail/message";
import { renderMail } from "../mail/blocks";
import { backupAlarmWords } from "../../content/mail";
import type { Composed, OutboxPlan } from "../outbox/plan";
import { officeTime } from "../alerts/office-time";
import type { AlertSettings } from "../alerts/settings";
import { webhookSignature } from "../outbox/webhook-sender";
import type { BackupAlarmRow, BackupStore } from "./store";
import { isoOrNull } from "../db/timestamps";

export const BACKUP_SKIP_REASONS = {
  recovered: "A backup was taken since",
  noWebhook: "LEAD_WEBHOOK_URL is no longer set",
} as const;

/** The alarm's words, the same in the email and the webhook's `text`. */
export function staleBackupWords(lastBackupAt: string | null, intervalHours: number): string {
  const every = intervalHours === 1 ? "every hour" : `every ${intervalHours} hours`;
  return lastBackupAt
    ? `The last backup of the site's database was taken on ${officeTime(lastBackupAt)}; backups are scheduled ${every}, so at least two have been missed.`
    : `No backup of the site's database has been taken yet, although backups are scheduled ${every}.`;
}

export function composeStaleBackupMail(lastBackupAt: string | null, intervalHours: number, settings: Pick<AlertSettings, "from" | "contactTo" | "siteUrl">): MailMessage {
  const words = backupAlarmWords;
  return {
    from: settings.from,
    to: settings.contactTo,
    subject: words.subject,
    ...renderMail([
      { kind: "heading", text: words.heading },
      { kind: "paragraph", text: staleBackupWords(lastBackupAt, intervalHours) },
      { kind: "paragraph", text: words.advice },
      { kind: "link", text: words.link, url: `${settings.siteUrl}/admin/account` },
    ]),
    headers: { "Auto-Submitted": "auto-generated", "X-Alert-Kind": "backup-stale" },
  };
}

/** The stale-backup alarms as an outbox plan: one row per channel, each claimed only while the worker has its channel. */
export function backupAlarmPlan(store: BackupStore, settings: AlertSettings & { intervalHours: number }): OutboxPlan<BackupAlarmRow> {
  async function compose(row: BackupAlarmRow): Promise<Composed> {
    const lastBackupAt = isoOrNull(row.last_backup_at);
    const last = await store.last();
    if (last && (lastBackupAt === null || Date.parse(last.takenAt) > Date.parse(lastBackupAt))) return { nothingToSend: BACKUP_SKIP_REASONS.recovered };
    if (row.channel === "mail") return composeStaleBackupMail(lastBackupAt, settings.intervalHours, settings);
    if (!settings.webhook) return { nothingToSend: BACKUP_SKIP_REASONS.noWebhook };
    const body = JSON.stringify({
      type: "backup",
      event: "stale",
      lastBackupAt,
      adminUrl: `${settings.siteUrl}/admin/account`,
      text: `Backups are overdue: ${staleBackupWords(lastBackupAt, settings.intervalHours)}\n${settings.siteUrl}/admin/account`,
    });
    return {
      webhook: {
        url: settings.webhook.url,
        body,
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "User-Agent": "MacombWebStudio-Alerts/1",
          "X-Signature": webhookSignature(body, settings.webhook.secret),
          "X-Delivery-Id": row.id,
        },
      },
    };
  }

  return {
    table: store.alarms,
    channels: ["mail", "webhook"],
    claimOnly: (channels) => ({ column: "channel", values: [...channels] }),
    describe(row) {
      const label = `Stale-backup alarm ${row.id}`;
      return {
        label,
        recipient: row.channel === "mail" ? settings.contactTo : "the webhook",
        notDelivered: (error) => `ALERT NOT DELIVERED: ${label} failed ${row.attempts} times and is marked failed. Last error: ${error}. Backups are overdue: check the server's log.`,
      };
    },
    compose,
    markSkipped: (id, reason) => store.markSkipped(id, reason),
  };
}
