import type { ColumnType, Selectable } from "kysely";
import type { LeadStage, LostReason } from "@domain/lead/stage";
import type { Channel } from "@domain/attribution/channel";
import type { BookingOutcome } from "@domain/booking/work";

/**
 * Timestamps are written as ISO-8601 UTC strings (`Date#toISOString`): SQLite keeps them as text,
 * which sorts and compares correctly; PostgreSQL stores them as `timestamptz` and hands back Dates.
 */
type Timestamp = ColumnType<Date | string, string, string>;
type NullableTimestamp = ColumnType<Date | string | null, string | null, string | null>;

/** `queued` waits for the outbox; `sent` went out; `failed` gave up after retries; `skipped` is spam, never mailed. */
export type DeliveryStatus = "queued" | "sent" | "failed" | "skipped";

/** Delivery columns every outbox table has (leads, booking_mails); see server/outbox/table.ts. */
export interface OutboxColumns {
  id: string;
  created_at: Timestamp;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: NullableTimestamp;
  /** A worker that claimed the row owns it until then; after that (a crash) another may take it. */
  locked_until: NullableTimestamp;
  last_error: string | null;
  sent_at: NullableTimestamp;
}

/**
 * Where a lead or booking came from: the visit's source as the browser kept it (domain/attribution/source.ts),
 * each text capped and normalised, null when absent; `channel` is derived from them when the row is stored.
 */
export interface VisitSourceColumns {
  /** Path of the first page of the visit. */
  landing: ColumnType<string | null, string | null | undefined, string | null>;
  /** Host of the external page that linked to it (never the full address). */
  referrer: ColumnType<string | null, string | null | undefined, string | null>;
  utm_source: ColumnType<string | null, string | null | undefined, string | null>;
  utm_medium: ColumnType<string | null, string | null | undefined, string | null>;
  utm_campaign: ColumnType<string | null, string | null | undefined, string | null>;
  utm_term: ColumnType<string | null, string | null | undefined, string | null>;
  utm_content: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 when the landing address carried an ad click id (gclid, fbclid, msclkid); the id itself is never kept. */
  click: ColumnType<number, number | undefined, number>;
  /** domain/attribution/channel.ts `Channel`. */
  channel: ColumnType<Channel, Channel | undefined, Channel>;
}

/** Who owns a lead or booking and when to follow it up (decision 043). */
export interface WorkColumns {
  /** The owner's `users.id`; null = nobody (or a person since removed: read as nobody). */
  assigned_to: ColumnType<string | null, string | null | undefined, string | null>;
  /** Office date "YYYY-MM-DD" to follow it up; null = none. */
  follow_up_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** A short note for the follow-up (domain/follow-up.ts caps it). */
  follow_up_note: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LeadTable extends OutboxColumns, VisitSourceColumns, WorkColumns {
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
  /** 1 while flagged as spam (spam_reason says why). An integer in both databases keeps one code path. */
  spam: number;
  /** Where the lead stands with the agency (domain/lead/stage.ts). */
  stage: ColumnType<LeadStage, LeadStage | undefined, LeadStage>;
  /** When it was first marked contacted: the response time. */
  first_response_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** Which spam rules fired (domain/spam/rules.ts), comma-separated; kept when the agency releases it. */
  spam_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The deal in whole dollars, set at `proposal` and `won` (domain/lead/stage.ts). */
  deal_value: ColumnType<number | null, number | null | undefined, number | null>;
  /** Why a deal was lost (domain/lead/stage.ts `LostReason`), with the agency's own note. */
  lost_reason: ColumnType<LostReason | null, LostReason | null | undefined, LostReason | null>;
  lost_note: ColumnType<string | null, string | null | undefined, string | null>;
  /** The company the lead works for, typed in by the agency (domain/lead/edit.ts). */
  company: ColumnType<string | null, string | null | undefined, string | null>;
}

export type LeadEventKind = "stage" | "note" | "not_spam" | "resend" | "reply" | "follow_up" | "assign" | "edit";

/** That a person's data was erased on request, without the data. */
export interface ErasureTable {
  id: string;
  created_at: Timestamp;
  actor: string;
  leads: number;
  bookings: number;
}

/** A lead's history in the workspace: who did what, when. */
export interface LeadEventTable {
  id: string;
  lead_id: string;
  created_at: Timestamp;
  actor: string;
  kind: LeadEventKind;
  detail: string | null;
}

/** `active` holds its slot (one per slot, enforced by a partial unique index); `cancelled` frees it. */
export type BookingStatus = "active" | "cancelled";
/** Who cancelled a booking: the visitor by their link, or the agency in the workspace. */
export type BookingCancelledBy = "visitor" | "agency";

export interface BookingTable extends VisitSourceColumns, WorkColumns {
  id: string;
  created_at: Timestamp;
  /** Slot start and end in UTC; the start is unique among active bookings. */
  slot_start: Timestamp;
  slot_end: Timestamp;
  name: string;
  email: string;
  phone: string | null;
  topic: string | null;
  status: BookingStatus;
  /** sha256 (hex) of the visitor's cancel token; the token itself is never stored with the booking. */
  manage_token_hash: string;
  cancelled_at: NullableTimestamp;
  /** Who cancelled it (null while active, and for cancellations older than the column: those were the visitor's). */
  cancelled_by: ColumnType<BookingCancelledBy | null, BookingCancelledBy | null | undefined, BookingCancelledBy | null>;
  /** 1 while flagged as spam: such a booking holds no slot and is never mailed (see holdsItsSlot). */
  spam: ColumnType<number, number | undefined, number>;
  /** Which spam rules fired, comma-separated; kept when the agency releases it. */
  spam_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** iCalendar SEQUENCE of the booking's current version: +1 on every reschedule and on cancelling. */
  sequence: ColumnType<number, number | undefined, number>;
  /** What became of the meeting once its time came: held, or the visitor did not show (null: not marked). */
  outcome: ColumnType<BookingOutcome | null, BookingOutcome | null | undefined, BookingOutcome | null>;
  /** The reason the agency gave when it cancelled (quoted in the visitor's email); null otherwise. */
  cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** What became of a booking's meeting, marked by the agency after its start (domain/booking/work.ts). */
export type { BookingOutcome };

/** A booking's history in the workspace (`detail`: JSON for moved/cancelled/outcome, the text of a note). */
export type BookingEventKind = "moved" | "cancelled" | "outcome" | "note" | "follow_up" | "assign";

export interface BookingEventTable {
  id: string;
  booking_id: string;
  created_at: Timestamp;
  /** `visitor`, or the workspace member's email. */
  actor: string;
  kind: BookingEventKind;
  detail: string | null;
}

export type BookingMailKind = "agency_request" | "visitor_confirmation" | "agency_cancel" | "visitor_cancel";

/** One email about a booking, waiting in (or delivered from) the outbox. */
export interface BookingMailTable extends OutboxColumns {
  booking_id: string;
  kind: BookingMailKind;
  /**
   * Only on confirmations queued before migration 0010, until sent: the raw token their link carries.
   * Newer confirmations mint a token as they are composed (`booking_manage_tokens`) and store none.
   */
  manage_token: string | null;
  /** On the invitations a reschedule queues: the start the booking moved from (null otherwise). */
  previous_start: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/**
 * The visitor's reminder, one per booking, due 24 hours before the start. `skipped` = retired (the
 * booking was cancelled, or moved to less than 24 hours ahead).
 */
export interface BookingReminderTable extends OutboxColumns {
  booking_id: string;
  /** Only on reminders armed before migration 0010, until sent; newer ones mint their token when composed. */
  manage_token: string | null;
}

/**
 * A link to a booking minted for one email (confirmation or reminder) as it was composed: only the
 * sha256 of its token. Any of them, or the booking's own `manage_token_hash`, opens the booking's page.
 */
export interface BookingManageTokenTable {
  token_hash: string;
  booking_id: string;
  created_at: Timestamp;
}

/** The agency's morning agenda, one per office-local date with consultations, due at 8:00 there. */
export interface BookingAgendaTable extends OutboxColumns {
  /** "YYYY-MM-DD" in the office's zone. */
  local_date: string;
}

/** The agency's private calendar feed: only the sha256 of the URL's token; issuing a new URL replaces it. */
export interface AgencyCalendarFeedTable {
  token_hash: string;
  created_at: Timestamp;
  created_by: string;
}

export type Role = "owner" | "member";

/** A person who may use the workspace. */
export interface UserTable {
  id: string;
  /** Lower-cased; one account per address. */
  email: string;
  role: Role;
  created_at: Timestamp;
  /** Email of the owner who invited them, or `shell` for an invitation made on the server. */
  invited_by: string | null;
}

/** A one-time enrolment link (24 hours); the token itself is only in the link. */
export interface UserInviteTable {
  token_hash: string;
  email: string;
  role: Role;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  invited_by: string | null;
  /** Withdrawn by an owner, superseded by a newer invitation to the address, or its person removed. */
  revoked_at: NullableTimestamp;
}

export interface PasskeyTable {
  /** Credential id (base64url), chosen by the authenticator. */
  id: string;
  user_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  /** Signature counter (bigint in PostgreSQL: comes back as a string). */
  counter: ColumnType<number | string | bigint, number, number>;
  /** JSON array of transports ("internal", "hybrid", …) the browser reported. */
  transports: string | null;
  /** A name the person recognises ("Passkey added Nov 24, 2026"). */
  name: string;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
}

export interface SessionTable {
  /** sha256 of the session id in the cookie. */
  id_hash: string;
  user_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** Slides forward with use (30 days after the last request). */
  expires_at: Timestamp;
}

/** A single-use sign-in link sent by email (15 minutes). */
export interface SignInLinkTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export type ChallengePurpose = "enroll" | "add_passkey" | "sign_in";

/** A WebAuthn challenge in flight: single use, a few minutes. */
export interface WebauthnChallengeTable {
  id: string;
  challenge: string;
  purpose: ChallengePurpose;
  subject: string | null;
  expires_at: Timestamp;
}

export type AccountMailKind = "sign_in_link";

export interface AccountMailTable extends OutboxColumns {
  kind: AccountMailKind;
  to_email: string;
  /** The plain token, only until the email is sent. */
  token: string | null;
}

/** What an alert row delivers (server/alerts/): the visitor's receipt, a webhook, the overdue alarm (email and webhook). */
export type AlertKind = "receipt" | "webhook" | "escalation" | "escalation_webhook";

/**
 * A mail or webhook that follows a clean lead or booking, in the outbox (server/alerts/). An escalation
 * waits until the reply promise runs out (`next_attempt_at`); one that is no longer needed when it comes
 * due (the lead was answered), like a receipt held back (another one went to the address within 24 hours,
 * or `AUTO_REPLY=0`), is `skipped` with `skip_reason`.
 */
export interface AlertTable extends OutboxColumns {
  lead_id: string | null;
  booking_id: string | null;
  kind: AlertKind;
  skip_reason: string | null;
}

/** When a receipt last went to an address (sha256 of the lower-cased email): at most one per 24 hours. */
export interface ReceiptGuardTable {
  address_hash: string;
  last_receipt_at: Timestamp;
}

export interface Database {
  leads: LeadTable;
  lead_events: LeadEventTable;
  erasures: ErasureTable;
  bookings: BookingTable;
  booking_mails: BookingMailTable;
  booking_events: BookingEventTable;
  booking_reminders: BookingReminderTable;
  booking_manage_tokens: BookingManageTokenTable;
  booking_agendas: BookingAgendaTable;
  agency_calendar_feeds: AgencyCalendarFeedTable;
  users: UserTable;
  user_invites: UserInviteTable;
  passkeys: PasskeyTable;
  sessions: SessionTable;
  sign_in_links: SignInLinkTable;
  webauthn_challenges: WebauthnChallengeTable;
  account_mails: AccountMailTable;
  alerts: AlertTable;
  receipt_guards: ReceiptGuardTable;
  availability_settings: AvailabilitySettingsTable;
  busy_calendar: BusyCalendarTable;
  backups: BackupTable;
  backup_schedule: BackupScheduleTable;
  backup_alarms: BackupAlarmTable;
  delivery_health: DeliveryHealthTable;
  delivery_alarms: DeliveryAlarmTable;
  page_views: PageViewTable;
  campaign_links: CampaignLinkTable;
  replies: ReplyTable;
  saved_replies: SavedReplyTable;
  assignment_settings: AssignmentSettingsTable;
}

/** A link made with the sources page's link builder: a page of the site and the utm values it carries. */
export interface CampaignLinkTable {
  id: string;
  created_at: Timestamp;
  /** The email of the workspace person who made it. */
  created_by: string;
  path: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
}

/**
 * A reply the agency sent a visitor from the workspace (server/replies/): one email in the outbox, and
 * an entry of its lead's or booking's conversation. Exactly one of `lead_id` and `booking_id` is set.
 */
export interface ReplyTable extends OutboxColumns {
  lead_id: string | null;
  booking_id: string | null;
  to_email: string;
  subject: string;
  body: string;
  /** The workspace person's email. */
  sent_by: string;
  /** Where the visitor's answer goes: the person who sent it (or CONTACT_TO). */
  reply_to: string;
}

/** A reply the owners wrote once for many visitors, with placeholders (domain/reply/fields.ts). */
export interface SavedReplyTable {
  id: string;
  title: string;
  subject: string;
  body: string;
  updated_at: Timestamp;
  updated_by: string;
}

/** One row (id 1) once an owner chose: who new leads go to (a `users.id`; null = nobody). */
export interface AssignmentSettingsTable {
  id: number;
  default_assignee: string | null;
  updated_at: NullableTimestamp;
  updated_by: string | null;
}

/**
 * Page views as daily counts: one row per office day (`YYYY-MM-DD` in the office's zone), path, channel
 * and campaign (`""` for none). Nothing about a person: no address, user agent, identifier or time of day.
 */
export interface PageViewTable {
  day: string;
  path: string;
  channel: Channel;
  campaign: string;
  views: number;
}

/** How one outbox channel (`mail`, `webhook`) is doing, shared by every instance: failing since when, the last error. */
export interface DeliveryHealthTable {
  channel: string;
  failing_since: NullableTimestamp;
  last_error: string | null;
  last_failure_at: NullableTimestamp;
  last_success_at: NullableTimestamp;
  /** The `failing_since` the owner was last alarmed for: one alarm per failing period. */
  alarmed_for: NullableTimestamp;
}

/** The owner's alarm that email has been failing since `failing_since`, sent through the webhook. */
export interface DeliveryAlarmTable extends OutboxColumns {
  failing_since: Timestamp;
}

/** One row (id 1): the workspace's availability as validated JSON (domain/booking/availability.ts). */
export interface AvailabilitySettingsTable {
  id: number;
  settings: string;
  updated_at: Timestamp;
  updated_by: string;
}

/** One row (id 1): the owner's calendar feed, its last good copy and busy times, its status and lease. */
export interface BusyCalendarTable {
  id: number;
  url: string | null;
  etag: string | null;
  last_modified: string | null;
  body: string | null;
  busy: string;
  window_start: NullableTimestamp;
  window_end: NullableTimestamp;
  synced_at: NullableTimestamp;
  checked_at: NullableTimestamp;
  failing_since: NullableTimestamp;
  last_error: string | null;
  next_check_at: NullableTimestamp;
  locked_until: NullableTimestamp;
}

export type LeadRow = Selectable<LeadTable>;
export type LeadEventRow = Selectable<LeadEventTable>;
export type BookingRow = Selectable<BookingTable>;
export type BookingMailRow = Selectable<BookingMailTable>;
export type BookingEventRow = Selectable<BookingEventTable>;
export type BookingReminderRow = Selectable<BookingReminderTable>;
export type BookingAgendaRow = Selectable<BookingAgendaTable>;
export type UserRow = Selectable<UserTable>;
export type PasskeyRow = Selectable<PasskeyTable>;
export type AccountMailRow = Selectable<AccountMailTable>;
export type DeliveryAlarmRow = Selectable<DeliveryAlarmTable>;
export type AlertRow = Selectable<AlertTable>;
export type ReplyRow = Selectable<ReplyTable>;
export type SavedReplyRow = Selectable<SavedReplyTable>;
export type BusyCalendarRow = Selectable<BusyCalendarTable>;

/** One completed, checked backup (server/backup/). */
export interface BackupTable {
  id: string;
  taken_at: Timestamp;
  /** Where it was written (a path on the machine that took it). */
  file: string;
  /** PostgreSQL hands bigint back as a string. */
  size_bytes: ColumnType<number | string, number, number>;
  /** `schedule` (the server) or `shell` (`npm run admin -- backup`). */
  trigger: "schedule" | "shell";
}

/** One row (id 1): since when backups are expected, the lease of the instance taking one, the last failure. */
export interface BackupScheduleTable {
  id: number;
  expected_since: Timestamp;
  locked_until: NullableTimestamp;
  last_error: string | null;
  failed_at: NullableTimestamp;
}

/** The stale-backup alarm, one row per channel and stale period (its id says which), sent through the outbox. */
export interface BackupAlarmTable extends OutboxColumns {
  channel: "mail" | "webhook";
  /** The backup that had grown too old (null: none was ever taken). */
  last_backup_at: NullableTimestamp;
}
