import type { Selectable } from "kysely";
import type { OutboxColumns } from "../db/schema";
import type { MailMessage } from "../mail/message";
import type { OutboxTable } from "./table";
import type { WebhookRequest } from "./webhook-sender";

/** How a row leaves: by email (SMTP) or as an HTTP POST (a webhook). */
export type OutboxChannel = "mail" | "webhook";

/**
 * What a row turns into when it is due: an email (the mail sender sends it), a webhook request (the
 * webhook sender POSTs it), or nothing to send, because it is no longer needed (an overdue alarm
 * for a lead answered in the meantime): the row is marked `skipped` with the reason.
 */
export type Composed = MailMessage | { webhook: WebhookRequest } | { nothingToSend: string };

/** How one claimed row reads in the worker's log lines. */
export interface OutboxRowWords {
  /** "Lead 1f0…", "Booking email 2a9… (visitor confirmation)": starts the worker's log lines. */
  label: string;
  /** Where it goes, for the log line after a send. */
  recipient: string;
  /** The loud log line when the row is given up: who is affected and how to resend it. */
  notDelivered(error: string): string;
}

/**
 * One kind of message (a lead, a booking email, an alert …) as the worker drives it over its table: what
 * to send (`compose`, from the record as it is when the row is due), or that it is no longer needed. When
 * is the table's (next_attempt_at, the shared backoff and lease): the worker claims, retries, fails and
 * releases through `table`. A plan writes only what its kind does differently.
 */
export interface OutboxPlan<Row extends Selectable<OutboxColumns>> {
  table: OutboxTable<Row>;
  /** The channels its rows leave by (default: mail only). The worker skips a plan none of whose channels it has. */
  channels?: readonly OutboxChannel[];
  /** For a table whose rows leave by different channels: the rows the worker may claim with the channels it has now. */
  claimOnly?(channels: ReadonlySet<OutboxChannel>): { column: string; values: readonly string[] };
  /** The order a claimed batch is sent in (default: the claim's, by next attempt). */
  sendOrder?(a: Row, b: Row): number;
  describe(row: Row): OutboxRowWords;
  compose(row: Row): Promise<Composed> | Composed;
  /** Replaces the table's markSent (a token forgotten once sent, a sent mark only for a still-current claim). */
  markSent?(id: string): Promise<void>;
  /** Replaces the table's markFailed. */
  markFailed?(id: string, error: string): Promise<void>;
  /** A row composed to nothing to send: marked `skipped` with the reason. Required of a plan whose rows can. */
  markSkipped?(id: string, reason: string): Promise<void>;
  /** What the worker's start counts as waiting (default: the table's queued rows). */
  countQueued?(): Promise<number>;
}
