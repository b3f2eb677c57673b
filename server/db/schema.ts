import type { ColumnType, Selectable } from "kysely";

/**
 * Timestamps are written as ISO-8601 UTC strings (`Date#toISOString`): SQLite keeps them as text,
 * which sorts and compares correctly; PostgreSQL stores them as `timestamptz` and hands back Dates.
 */
type Timestamp = ColumnType<Date | string, string, string>;
type NullableTimestamp = ColumnType<Date | string | null, string | null, string | null>;

/** `queued` waits for the outbox; `sent` went out; `failed` gave up after retries; `skipped` is spam, never mailed. */
export type DeliveryStatus = "queued" | "sent" | "failed" | "skipped";

export interface LeadTable {
  id: string;
  created_at: Timestamp;
  kind: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  /** Town slug of a location-page lead. */
  location: string | null;
  /** Path of the page the lead was sent from, when known. */
  page: string | null;
  /** 1 when the honeypot was filled. An integer in both databases keeps one code path. */
  spam: number;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: NullableTimestamp;
  /** A worker that claimed the lead owns it until then; after that (a crash) another may take it. */
  locked_until: NullableTimestamp;
  last_error: string | null;
  sent_at: NullableTimestamp;
}

export interface Database {
  leads: LeadTable;
}

export type LeadRow = Selectable<LeadTable>;
