/**
 * The outbox as the owner and an operator see it: per kind of message what is waiting and failing, the
 * oldest waiting item, the last error, since when email has been failing; the messages that did not go
 * out, and a retry for one of them. Reads the tables through their OutboxTable (each table's one store).
 */
import type { OutboxSummary, OutboxTable, TroubledRow } from "./table";
import type { ChannelHealth, DeliveryHealthStore } from "./delivery-health";

/** One outbox table as the status shows it. */
export interface OutboxKind {
  /** Stable key (forms post it back with a retry). */
  kind: string;
  /** What the workspace calls it: "Lead emails". */
  label: string;
  table: Pick<OutboxTable<never>, "summary" | "troubled" | "retry">;
  /** False for messages a retry cannot send again (a sign-in link forgets its token once given up). */
  retryable: boolean;
}

export interface OutboxKindStatus extends OutboxSummary {
  kind: string;
  label: string;
}

export interface OutboxState {
  kinds: OutboxKindStatus[];
  waiting: number;
  retrying: number;
  failed: number;
  oldestWaitingSince: string | null;
  /** Since when email delivery has been failing (ISO), null while it works. */
  mailFailingSince: string | null;
  /** The latest error of a failing channel (or the last one seen), null if none. */
  lastError: string | null;
  lastErrorAt: string | null;
  channels: ChannelHealth[];
}

export interface TroubledMessage extends TroubledRow {
  kind: string;
  label: string;
  retryable: boolean;
}

/** The state `/healthz` includes: counts and times only (no error text: the health check is public). */
export type OutboxHealth = Pick<OutboxState, "waiting" | "retrying" | "failed" | "oldestWaitingSince" | "mailFailingSince">;

export interface OutboxStatus {
  state(now?: Date): Promise<OutboxState>;
  health(now?: Date): Promise<OutboxHealth>;
  /** Failed messages and those waiting for a retry, newest first, at most `limit` per kind. */
  troubled(limit?: number): Promise<TroubledMessage[]>;
  /** "retried": due now; "not-found": no such message of that kind that a retry applies to. */
  retry(kind: string, id: string, now?: Date): Promise<"retried" | "not-found">;
  /** When email has been failing since (ISO), or null: the workspace's banner. */
  mailFailingSince(): Promise<string | null>;
}

const earliest = (values: (string | null)[]) => values.filter((value): value is string => value !== null).sort()[0] ?? null;

export function createOutboxStatus(kinds: OutboxKind[], health: DeliveryHealthStore, onRetried: (what: string) => void): OutboxStatus {
  const byKind = new Map(kinds.map((kind) => [kind.kind, kind]));
  const mailFailingSince = async () => (await health.current()).find((channel) => channel.channel === "mail")?.failingSince ?? null;

  async function state(now = new Date()): Promise<OutboxState> {
    const summaries = await Promise.all(kinds.map(async ({ kind, label, table }) => ({ kind, label, ...(await table.summary(now)) })));
    const channels = await health.current();
    const lastFailing = channels.filter((channel) => channel.lastError !== null).sort((a, b) => (b.lastFailureAt ?? "").localeCompare(a.lastFailureAt ?? ""))[0];
    return {
      kinds: summaries,
      waiting: summaries.reduce((sum, kind) => sum + kind.waiting, 0),
      retrying: summaries.reduce((sum, kind) => sum + kind.retrying, 0),
      failed: summaries.reduce((sum, kind) => sum + kind.failed, 0),
      oldestWaitingSince: earliest(summaries.map((kind) => kind.oldestWaitingSince)),
      mailFailingSince: channels.find((channel) => channel.channel === "mail")?.failingSince ?? null,
      lastError: lastFailing?.lastError ?? null,
      lastErrorAt: lastFailing?.lastFailureAt ?? null,
      channels,
    };
  }

  return {
    state,
    async health(now) {
      const { waiting, retrying, failed, oldestWaitingSince, mailFailingSince } = await state(now);
      return { waiting, retrying, failed, oldestWaitingSince, mailFailingSince };
    },
    async troubled(limit = 50) {
      const lists = await Promise.all(
        kinds.map(async ({ kind, label, table, retryable }) => (await table.troubled(limit)).map((row) => ({ ...row, kind, label, retryable }))),
      );
      return lists.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    async retry(kind, id, now) {
      const entry = byKind.get(kind);
      if (!entry?.retryable) return "not-found";
      if (!(await entry.table.retry(id, now))) return "not-found";
      onRetried(`${entry.label}: ${id} retried from the workspace`);
      return "retried";
    },
    mailFailingSince,
  };
}
