/**
 * The workspace's reads and writes over leads and bookings: the inbox views, a lead's history, and
 * the changes a person makes (status, notes, spam decisions, resends), each recorded with who and when.
 */
import { sql, type Kysely } from "kysely";
import type { Dialect } from "../db/migrations";
import { deleteBookingRows, holdsItsSlot, toBooking } from "../booking/store";
import { toLead, type LeadFollowUps } from "../contact/lead-store";
import type { BookingMailRow, BookingRow, Database, LeadEventKind, LeadRow } from "../db/schema";
import type { LeadStage } from "@domain/lead/stage";
import type { LeadKind } from "@domain/lead/fields";
import { eraseLeadAlerts } from "../alerts/store";

import type { InboxView } from "@domain/inbox";

export type { InboxView };

export interface InboxFilter {
  view: InboxView;
  /** Matched against name, email and text (message, subject, topic). */
  search?: string;
  /** A lead kind, or `booking`. */
  kind?: LeadKind | "booking";
  /** Page of origin (exact path). */
  page?: string;
  limit?: number;
}

export interface InboxLead {
  type: "lead";
  id: string;
  createdAt: string;
  kind: LeadKind;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  location: string | null;
  page: string | null;
  spam: boolean;
  /** Which spam rules fired, comma-separated (kept after "Not spam"). */
  spamReason: string | null;
  delivery: LeadRow["status"];
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  stage: LeadStage;
  firstResponseAt: string | null;
}

export interface InboxBooking {
  type: "booking";
  id: string;
  createdAt: string;
  start: string;
  end: string;
  name: string;
  email: string;
  phone: string | null;
  topic: string | null;
  status: "active" | "cancelled";
  /** Flagged as spam: holds no slot, mailed nothing. */
  spam: boolean;
  /** Which spam rules fired, comma-separated (kept after "Not spam"). */
  spamReason: string | null;
}

export type InboxItem = InboxLead | InboxBooking;

export interface LeadEvent {
  at: string;
  actor: string;
  kind: LeadEventKind;
  detail: string | null;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export function toInboxLead(row: LeadRow): InboxLead {
  // The lead as the rest of the server reads it; the workspace calls its delivery state `delivery`
  // (its own `stage` is where the lead stands with the agency) and needs no outbox lease times.
  const { status, nextAttemptAt: _nextAttemptAt, lockedUntil: _lockedUntil, ...lead } = toLead(row);
  return { type: "lead", ...lead, delivery: status, stage: row.stage, firstResponseAt: isoOrNull(row.first_response_at) };
}

export function toInboxBooking(row: BookingRow): InboxBooking {
  const { id, createdAt, start, end, name, email, phone, topic, status, spam, spamReason } = toBooking(row);
  return { type: "booking", id, createdAt, start, end, name, email, phone, topic, status, spam, spamReason };
}

/** Where one of a booking's emails stands in the outbox. */
export interface BookingMailState {
  kind: BookingMailRow["kind"];
  status: BookingMailRow["status"];
  attempts: number;
  sentAt: string | null;
  lastError: string | null;
}

/** `%` and `_` typed into the search box are searched for, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export class InboxStore {
  constructor(
    readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    /** A lead moved out of spam gets what a clean lead gets (server/alerts/), in the same transaction. */
    private readonly followUps?: LeadFollowUps,
  ) {}

  private like(column: string, pattern: string) {
    // SQLite's LIKE ignores ASCII case already; PostgreSQL needs ILIKE.
    return this.dialect === "postgres" ? sql<boolean>`${sql.ref(column)} ilike ${pattern} escape '\\'` : sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
  }

  private leadQuery(filter: Omit<InboxFilter, "limit">) {
    let query = this.db.selectFrom("leads").selectAll();
    if (filter.view === "spam") query = query.where("spam", "=", 1);
    else query = query.where("spam", "=", 0);
    if (filter.view === "new") query = query.where("stage", "=", "new");
    if (filter.view === "open") query = query.where("stage", "in", ["new", "contacted"]);
    if (filter.kind && filter.kind !== "booking") query = query.where("kind", "=", filter.kind);
    if (filter.page) query = query.where("page", "=", filter.page);
    if (filter.search) {
      const pattern = likePattern(filter.search);
      query = query.where((eb) => eb.or(["name", "email", "message", "subject"].map((column) => this.like(column, pattern))));
    }
    return query;
  }

  private bookingQuery(filter: Omit<InboxFilter, "limit">) {
    let query = this.db.selectFrom("bookings").selectAll();
    // Spam bookings live in Spam only; Booked is what holds a slot.
    query = query.where("spam", "=", filter.view === "spam" ? 1 : 0);
    if (filter.view === "booked") query = query.where(holdsItsSlot);
    if (filter.search) {
      const pattern = likePattern(filter.search);
      query = query.where((eb) => eb.or(["name", "email", "topic"].map((column) => this.like(column, pattern))));
    }
    return query;
  }

  /** A view's items, newest first. */
  async list(filter: InboxFilter): Promise<InboxItem[]> {
    const limit = filter.limit ?? 200;
    const wantsLeads = filter.view !== "booked" && filter.kind !== "booking";
    const wantsBookings = (filter.view === "booked" || filter.view === "all" || filter.view === "spam") && (!filter.kind || filter.kind === "booking") && !filter.page;
    const leads = wantsLeads ? (await this.leadQuery(filter).orderBy("created_at", "desc").orderBy("id").limit(limit).execute()).map(toInboxLead) : [];
    const bookings = wantsBookings
      ? (await this.bookingQuery(filter).orderBy("created_at", "desc").orderBy("id").limit(limit).execute()).map(
          toInboxBooking,
        )
      : [];
    return [...leads, ...bookings].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
  }

  /** How many items each view holds (with the same search and filters). */
  async counts(filter: Omit<InboxFilter, "view" | "limit">): Promise<Record<InboxView, number>> {
    const leadCount = async (view: InboxView) =>
      filter.kind === "booking" ? 0 : Number((await this.leadQuery({ ...filter, view }).clearSelect().select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst())?.n ?? 0);
    const bookingCount = async (view: InboxView) =>
      (filter.kind && filter.kind !== "booking") || filter.page
        ? 0
        : Number((await this.bookingQuery({ ...filter, view }).clearSelect().select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst())?.n ?? 0);
    const [fresh, open, spam, leads, booked, bookings, spamBookings] = await Promise.all([
      leadCount("new"),
      leadCount("open"),
      leadCount("spam"),
      leadCount("all"),
      bookingCount("booked"),
      bookingCount("all"),
      bookingCount("spam"),
    ]);
    return { new: fresh, open, booked, spam: spam + spamBookings, all: leads + bookings };
  }

  /** Pages leads came from, for the filter's choices. */
  async pages(): Promise<string[]> {
    const rows = await this.db.selectFrom("leads").select("page").distinct().where("page", "is not", null).orderBy("page").execute();
    return rows.map((row) => row.page!).filter(Boolean);
  }

  /** One booking with when it was cancelled and the state of its emails. */
  async booking(id: string): Promise<(InboxBooking & { cancelledAt: string | null; mails: BookingMailState[] }) | undefined> {
    const row = await this.db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return undefined;
    const mails = await this.db.selectFrom("booking_mails").selectAll().where("booking_id", "=", id).orderBy("created_at").orderBy("kind").execute();
    return {
      ...toInboxBooking(row),
      cancelledAt: isoOrNull(row.cancelled_at),
      mails: mails.map((mail) => ({ kind: mail.kind, status: mail.status, attempts: Number(mail.attempts), sentAt: isoOrNull(mail.sent_at), lastError: mail.last_error })),
    };
  }

  /** Bookings (any status, not spam) starting in [from, to), soonest first. */
  async bookingsBetween(from: Date, to: Date): Promise<InboxBooking[]> {
    const rows = await this.db
      .selectFrom("bookings")
      .selectAll()
      .where("spam", "=", 0)
      .where("slot_start", ">=", from.toISOString())
      .where("slot_start", "<", to.toISOString())
      .orderBy("slot_start")
      .orderBy("created_at")
      .execute();
    return rows.map(toInboxBooking);
  }

  async lead(id: string): Promise<InboxLead | undefined> {
    const row = await this.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
    return row && toInboxLead(row);
  }

  /** The record of erasures: when, by whom, how many records (no personal data). */
  async erasures(): Promise<{ at: string; actor: string; leads: number; bookings: number }[]> {
    const rows = await this.db.selectFrom("erasures").selectAll().orderBy("created_at", "desc").limit(50).execute();
    return rows.map((row) => ({ at: iso(row.created_at), actor: row.actor, leads: Number(row.leads), bookings: Number(row.bookings) }));
  }

  async events(leadId: string): Promise<LeadEvent[]> {
    const rows = await this.db.selectFrom("lead_events").selectAll().where("lead_id", "=", leadId).orderBy("created_at").orderBy("id").execute();
    return rows.map((row) => ({ at: iso(row.created_at), actor: row.actor, kind: row.kind, detail: row.detail }));
  }

  private event(leadId: string, actor: string, kind: LeadEventKind, detail: string | null, now: Date) {
    return { id: crypto.randomUUID(), lead_id: leadId, created_at: now.toISOString(), actor, kind, detail };
  }

  /** Moves a lead to a stage; the first move out of `new` records the time of the first response. */
  async setStage(leadId: string, stage: LeadStage, actor: string, now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const lead = await trx.selectFrom("leads").select(["stage", "first_response_at"]).where("id", "=", leadId).executeTakeFirst();
      if (!lead) return false;
      if (lead.stage === stage) return true;
      await trx
        .updateTable("leads")
        .set({ stage, ...(lead.first_response_at === null && stage !== "new" ? { first_response_at: now.toISOString() } : {}) })
        .where("id", "=", leadId)
        .execute();
      await trx.insertInto("lead_events").values(this.event(leadId, actor, "stage", `${lead.stage} → ${stage}`, now)).execute();
      return true;
    });
  }

  async addNote(leadId: string, text: string, actor: string, now: Date): Promise<boolean> {
    const exists = await this.db.selectFrom("leads").select("id").where("id", "=", leadId).executeTakeFirst();
    if (!exists) return false;
    await this.db.insertInto("lead_events").values(this.event(leadId, actor, "note", text, now)).execute();
    return true;
  }

  /** A lead wrongly taken for spam joins the inbox, and its email is queued. */
  async markNotSpam(leadId: string, actor: string, now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("leads")
        .set({ spam: 0, status: "queued", attempts: 0, next_attempt_at: now.toISOString(), locked_until: null })
        .where("id", "=", leadId)
        .where("spam", "=", 1)
        .returning("spam_reason")
        .executeTakeFirst();
      if (!result) return false;
      // The history says which rules had caught it (spam_reason itself stays: the per-rule counts show releases).
      await trx.insertInto("lead_events").values(this.event(leadId, actor, "not_spam", result.spam_reason, now)).execute();
      await this.followUps?.queueForLead(trx, toLead(await trx.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirstOrThrow()), now);
      return true;
    });
  }

  /** Puts a lead whose email failed back in the outbox with a fresh set of attempts. */
  async resend(leadId: string, actor: string, now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("leads")
        .set({ status: "queued", attempts: 0, next_attempt_at: now.toISOString(), locked_until: null, last_error: null })
        .where("id", "=", leadId)
        .where("status", "=", "failed")
        .where("spam", "=", 0)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx.insertInto("lead_events").values(this.event(leadId, actor, "resend", null, now)).execute();
      return true;
    });
  }

  /** Leads (not spam) created since `since`, with what the response clock and the chart need. */
  async leadsSince(since: Date): Promise<Pick<InboxLead, "createdAt" | "kind" | "page" | "stage" | "firstResponseAt">[]> {
    const rows = await this.db
      .selectFrom("leads")
      .select(["created_at", "kind", "page", "stage", "first_response_at"])
      .where("spam", "=", 0)
      .where("created_at", ">=", since.toISOString())
      .execute();
    return rows.map((row) => ({ createdAt: iso(row.created_at), kind: row.kind as LeadKind, page: row.page, stage: row.stage, firstResponseAt: isoOrNull(row.first_response_at) }));
  }

  async bookingsSince(since: Date): Promise<string[]> {
    const rows = await this.db.selectFrom("bookings").select("created_at").where("spam", "=", 0).where("created_at", ">=", since.toISOString()).execute();
    return rows.map((row) => iso(row.created_at));
  }

  /**
   * Submissions flagged since `since` (leads and bookings), grouped by their stored reasons and
   * whether they are still spam (0 = released by "Not spam").
   */
  async spamReasonsSince(since: Date): Promise<{ reason: string; spam: number; n: number }[]> {
    const group = (table: "leads" | "bookings") =>
      this.db
        .selectFrom(table)
        .select(["spam_reason", "spam", (eb) => eb.fn.countAll<number>().as("n")])
        .where("spam_reason", "is not", null)
        .where("created_at", ">=", since.toISOString())
        .groupBy(["spam_reason", "spam"])
        .execute();
    const rows = [...(await group("leads")), ...(await group("bookings"))];
    return rows.map((row) => ({ reason: row.spam_reason!, spam: Number(row.spam), n: Number(row.n) }));
  }

  /** Every lead still `new` (not spam): the overdue check runs over these. */
  async newLeads(): Promise<InboxLead[]> {
    return (await this.db.selectFrom("leads").selectAll().where("spam", "=", 0).where("stage", "=", "new").orderBy("created_at").execute()).map(toInboxLead);
  }

  // ── a person's data on request ──────────────────────────────────────────────────────────────

  /** Everything stored about one email address. */
  async personData(email: string) {
    const leads = await this.db.selectFrom("leads").selectAll().where(sql<boolean>`lower(email) = ${email.toLowerCase()}`).orderBy("created_at").execute();
    const bookings = await this.db.selectFrom("bookings").selectAll().where(sql<boolean>`lower(email) = ${email.toLowerCase()}`).orderBy("created_at").execute();
    const bookingIds = bookings.map((booking) => booking.id);
    const mails: BookingMailRow[] = bookingIds.length ? await this.db.selectFrom("booking_mails").selectAll().where("booking_id", "in", bookingIds).execute() : [];
    const events = leads.length ? await this.db.selectFrom("lead_events").selectAll().where("lead_id", "in", leads.map((lead) => lead.id)).execute() : [];
    // Their receipts, webhooks and alarms (what was sent about them, and when).
    const alerts = [
      ...(leads.length ? await this.db.selectFrom("alerts").selectAll().where("lead_id", "in", leads.map((lead) => lead.id)).execute() : []),
      ...(bookingIds.length ? await this.db.selectFrom("alerts").selectAll().where("booking_id", "in", bookingIds).execute() : []),
    ];
    return { leads, bookings, bookingMails: mails, leadEvents: events, alerts };
  }

  /**
   * Erases one person's leads and bookings (and their mails and history) in one transaction, and
   * records that an erasure happened (who, when, how many records) without the personal data.
   */
  async erasePerson(email: string, actor: string, now: Date): Promise<{ leads: number; bookings: number }> {
    return this.db.transaction().execute(async (trx) => {
      const match = sql<boolean>`lower(email) = ${email.toLowerCase()}`;
      const leadIds = (await trx.selectFrom("leads").select("id").where(match).execute()).map((row) => row.id);
      const bookingIds = (await trx.selectFrom("bookings").select("id").where(match).execute()).map((row) => row.id);
      if (leadIds.length) await trx.deleteFrom("lead_events").where("lead_id", "in", leadIds).execute();
      await eraseLeadAlerts(trx, leadIds);
      if (leadIds.length) await trx.deleteFrom("leads").where("id", "in", leadIds).execute();
      if (bookingIds.length) await deleteBookingRows(trx, bookingIds);
      if (bookingIds.length) await trx.deleteFrom("bookings").where("id", "in", bookingIds).execute();
      await trx
        .insertInto("erasures")
        .values({ id: crypto.randomUUID(), created_at: now.toISOString(), actor, leads: leadIds.length, bookings: bookingIds.length })
        .execute();
      return { leads: leadIds.length, bookings: bookingIds.length };
    });
  }
}
