/**
 * The receipts, webhooks and overdue alarms of a lead or booking, as its page lists them: what, where
 * it stands, when, how many attempts, and the last error or why it was not sent.
 */
import type { AlertDelivery } from "../../../server/alerts/store";
import { longWhen } from "./format";
import { OUTBOX_STATUS_LABELS } from "@domain/outbox-status";

const KIND_LABELS: Record<AlertDelivery["kind"], string> = {
  receipt: "Receipt to the visitor",
  webhook: "Webhook alert",
  escalation: "Overdue alarm (email to the agency)",
  escalation_webhook: "Overdue alarm (webhook)",
};

export interface AlertDeliveryView {
  id: string;
  label: string;
  state: string;
  /** The last error of a failing or failed one, or why it was not sent. */
  detail: string | null;
  tone: "ok" | "waiting" | "danger" | "muted";
}

/** In the order they happen: the receipt and webhook at once, the alarm at the deadline. */
const KIND_ORDER: AlertDelivery["kind"][] = ["receipt", "webhook", "escalation", "escalation_webhook"];

const attemptsText = (attempts: number) => `${attempts} attempt${attempts === 1 ? "" : "s"}`;

/** Loader side: the rows as text (the office's zone), so the page needs no dates of its own. */
export function alertDeliveryViews(alerts: AlertDelivery[], now: number): AlertDeliveryView[] {
  const ordered = [...alerts].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  return ordered.map((alert) => {
    const base = { id: alert.id, label: KIND_LABELS[alert.kind] };
    switch (alert.status) {
      case "sent":
        return { ...base, state: `Sent ${longWhen(alert.sentAt ?? alert.createdAt)}${alert.attempts > 1 ? ` (after ${attemptsText(alert.attempts)})` : ""}`, detail: null, tone: "ok" };
      case "failed":
        return { ...base, state: `Failed after ${attemptsText(alert.attempts)}`, detail: alert.lastError && `Last error: ${alert.lastError}`, tone: "danger" };
      case "skipped":
        return { ...base, state: OUTBOX_STATUS_LABELS.skipped, detail: alert.skipReason, tone: "muted" };
      case "queued": {
        const next = alert.nextAttemptAt ? Date.parse(alert.nextAttemptAt) : now;
        if (alert.attempts === 0 && next > now) return { ...base, state: `Scheduled for ${longWhen(alert.nextAttemptAt!)}`, detail: alert.kind.startsWith("escalation") ? "Sent only if the lead is still New then." : null, tone: "waiting" };
        if (alert.attempts === 0) return { ...base, state: OUTBOX_STATUS_LABELS.queued, detail: null, tone: "waiting" };
        return {
          ...base,
          state: `Retrying: ${attemptsText(alert.attempts)} so far${next > now ? `, next ${longWhen(alert.nextAttemptAt!)}` : ""}`,
          detail: alert.lastError && `Last error: ${alert.lastError}`,
          tone: "danger",
        };
      }
    }
  });
}

const TONES: Record<AlertDeliveryView["tone"], string> = { ok: "text-muted", waiting: "text-muted", danger: "font-semibold text-danger", muted: "text-muted" };

export function AlertDeliveryList({ items, empty }: { items: AlertDeliveryView[]; empty: string }) {
  if (items.length === 0) return <p className="mt-2 text-sm text-muted">{empty}</p>;
  return (
    <ul className="mt-2 space-y-2 text-sm" data-testid="alert-deliveries">
      {items.map((item) => (
        <li key={item.id}>
          <span className="font-medium">{item.label}:</span> <span className={TONES[item.tone]}>{item.state}</span>
          {item.detail && <span className="block break-words text-muted">{item.detail}</span>}
        </li>
      ))}
    </ul>
  );
}
