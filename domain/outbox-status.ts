/**
 * Where a message in the outbox stands (booking emails, receipts, webhooks, alarms), in the
 * workspace's words: one definition for every page that lists a message's state.
 */
export type OutboxStatus = "queued" | "sent" | "failed" | "skipped";

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = { queued: "Waiting in the outbox", sent: "Sent", failed: "Failed after every retry", skipped: "Not sent" };
