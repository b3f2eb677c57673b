/**
 * The workspace's reads and writes over leads and bookings: the inbox views, a lead's history, and
 * the changes a person makes (status, notes, spam decisions, resends), each recorded with who and when.
 * The statements are the leads' and bookings' own stores'; this store owns the record of erasures.
 */
import type { Kysely } from "kysely";
import type { Dialect } from "../db/migrations";
import { leadEditLines, type LeadDetails } from "@domain/lead/edit";
import type { Channel } from "@domain/attribution/channel";
import {
  bookingEventRowsOf,
  bookingMailRowsFor,
  bookingEmailById,
  bookingMailRowsOf,
  bookingPeopleRows,
  bookingRowById,
  bookingRowsBetween,
  bookingRowsByEmail,
  bookingSpamReasonsSince,
  bookingsInView,
  bookingTimesSince,
  eraseBookingsByEmail,
  toBooking,
  type Booking,
} from "../booking/store";
import {
  eraseLeadsByEmail,
  leadClockRowsSince,
  leadDeal,
  leadEmailById,
  leadPeopleRows,
  leadEventRowsOf,
  leadEvents,
  leadDetailsOf,
  leadExists,
  leadPages,
  leadRowById,
  leadRowsByEmail,
  leadSpamReasonsSince,
  leadsInView,
  newLeadRows,
  recordLeadEvent,
  saveLeadDeal,
  releaseFromSpam,
  requeueFailedLead,
  setLeadDetails,
  toLead,
  type Lead,
  type LeadEvent,
  type LeadFollowUps,
} from "../contact/lead-store";
import type { BookingMailRow, BookingRow, Database, LeadRow } from "../db/schema";
import type { LeadStage, LostReason } from "@domain/lead/stage";
import { dealChangeOf, dealChangeText, type DealError, type DealFields } from "@domain/lead/deal";
import type { LeadKind } from "@domain/lead/fields";
import { alertRowsOf } from "../alerts/store";
import { replyRowsOf } from "../replies/store";
import { bookingsFollowUpDueBy, recordBookingEvent, setBookingAssignee, setBookingFollowUp } from "../booking/store";
import { assignNewLeads, leadsFollowUpDueBy, setLeadAssignee, setLeadFollowUp } from "../contact/lead-store";
import { armAgendaOn } from "../booking/reminders-store";
import { userEmailsById } from "../accounts/store";
import { defaultAssignee, setDefaultAssignee } from "../follow-up/settings-store";
import { assignEventDetail, followUpEventDetail } from "@domain/follow-up";

/** A lead or a booking the workspace works on. */
export interface WorkItem {
  type: "lead" | "booking";
  id: string;
}

import type { InboxView } from "@domain/inbox";
import { iso, isoOrNull } from "../db/timestamps";
import type { StoredVisitSource } from "@domain/attribution/details";
import { storedVisitSourceOf } from "../attribution/source-columns";

export type { InboxView, LeadEvent };

export interface InboxFilter {
  view: InboxView;
  /** Matched against name, email and text (message, subject, topic). */
  search?: string;
  /** A lead kind, or `booking`. */
  kind?: LeadKind | "booking";
  /** Page of origin (exact path). */
  page?: string;
  /** The signed-in person's `users.id` (the view Mine). */
  userId?: string;
  limit?: number;
  /** The Booked view lists by meeting time, from this instant (the start of the office's today) on, then the earlier ones. */
  bookedFrom?: string;
}

/** Who owns a lead or booking and when to follow it up (decision 043). */
export interface WorkFields {
  /** The owner's `users.id`, or null for nobody. */
  assignedTo: string | null;
  /** Office date "YYYY-MM-DD", or null. */
  followUpOn: string | null;
  followUpNote: string | null;
}

const workFieldsOf = (row: Pick<LeadRow, "assigned_to" | "follow_up_on" | "follow_up_note">): WorkFields => ({
  assignedTo: row.assigned_to,
  followUpOn: row.follow_up_on,
  followUpNote: row.follow_up_note,
});

/**
 * A lead as the workspace shows it: the stored lead, whose delivery state the workspace calls
 * `delivery` (its own `stage` is where the lead stands with the agency), without the outbox lease times.
 */
export interface InboxLead extends Omit<Lead, "status" | "nextAttemptAt" | "lockedUntil">, WorkFields {
  type: "lead";
  delivery: Lead["status"];
  stage: LeadStage;
  firstResponseAt: string | null;
  /** Where the visit came from, and its channel. */
  source: StoredVisitSource;
  /** The deal (domain/lead/deal.ts): whole dollars, kept once set; the lost reason and note while lost. */
  dealValue: number | null;
  lostReason: LostReason | null;
  lostNote: string | null;
  /** Typed in by the agency (domain/lead/edit.ts). */
  company: string | null;
}

/** A booking as the workspace lists it. */
export interface InboxBooking extends Pick<Booking, "id" | "createdAt" | "start" | "end" | "name" | "email" | "phone" | "topic" | "status" | "spam" | "spamReason" | "outcome">, WorkFields {
  type: "booking";
}

export type InboxItem = InboxLead | InboxBooking;

/** Where a lead or booking came from, as the export shows it (columns since migration 0016). */
export interface ExportSource {
  landing: string | null;
  referrer: string | null;
  channel: Channel;
  campaign: string | null;
}

export type InboxExportItem =
  | { type: "lead"; item: InboxLead; source: ExportSource; dealValue: number | null; notes: LeadEvent[] }
  | { type: "booking"; item: InboxBooking; source: ExportSource };

/** A note repeated this soon by the same person is one press sent twice (see `addNote`). */
export const NOTE_REPEAT_MS = 10_000;

export function toInboxLead(row: LeadRow): InboxLead {
  const { status, nextAttemptAt: _nextAttemptAt, lockedUntil: _lockedUntil, ...lead } = toLead(row);
  return {
    type: "lead",
    ...lead,
    delivery: status,
    stage: row.stage,
    firstResponseAt: isoOrNull(row.first_response_at),
    dealValue: row.deal_value === null ? null : Number(row.deal_value),
    lostReason: row.lost_reason,
    lostNote: row.lost_note,
    source: storedVisitSourceOf(row),
    company: row.company ?? null,
    ...workFieldsOf(row),
  };
}

export function toInboxBooking(row: BookingRow): InboxBooking {
  const { id, createdAt, start, end, name, email, phone, topic, status, spam, spamReason, outcome } = toBooking(row);
  return { type: "booking", id, createdAt, start, end, name, email, phone, topic, status, spam, spamReason, outcome, ...workFieldsOf(row) };
}

/** Where one of a booking's emails stands in the outbox. */
export interface BookingMailState {
  kind: BookingMailRow["kind"];
  status: BookingMailRow["status"];
  attempts: number;
  sentAt: string | null;
  lastError: string | null;
}

/** A row of a view: a stored lead or booking, told apart by `type`. */
type ViewRow = { type: "lead"; row: LeadRow } | { type: "booking"; row: BookingRow };

/** The views that list bookings besides leads. */
const WITH_BOOKINGS = new Set<InboxView>(["booked", "all", "spam", "follow-ups", "mine"]);

export class InboxStore {
  constructor(
    readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    /** A lead moved out of spam gets what a clean lead gets (server/alerts/), in the same transaction. */
    private readonly followUps?: LeadFollowUps,
  ) {}

  private leadQuery(filter: Omit<InboxFilter, "limit">) {
    return leadsInView(this.db, this.dialect, filter);
  }

  private bookingQuery(filter: Omit<InboxFilter, "limit">) {
    return bookingsInView(this.db, this.dialect, filter);
  }

  /** A view's items in the view's order (see `rows`). */
  async list(filter: InboxFilter): Promise<InboxItem[]> {
    return (await this.rows(filter)).map((item) => (item.type === "lead" ? toInboxLead(item.row) : toInboxBooking(item.row)));
  }

  /**
   * A view's stored rows in the order the view shows them, at most `limit` leads and bookings together: newest
   * first; Follow-ups by follow-up date, soonest (the longest overdue) first; Booked by meeting time when
   * `bookedFrom` is set. The list and the CSV export both read this, so a file holds what its view shows.
   */
  private async rows(filter: InboxFilter): Promise<ViewRow[]> {
    const limit = filter.limit ?? 200;
    if (filter.view === "booked" && filter.bookedFrom) {
      return (await this.bookedByMeetingTime(filter, filter.bookedFrom, limit)).map((row) => ({ type: "booking", row }));
    }
    const wantsLeads = filter.view !== "booked" && filter.kind !== "booking";
    const wantsBookings = WITH_BOOKINGS.has(filter.view) && (!filter.kind || filter.kind === "booking") && !filter.page;
    const byFollowUp = filter.view === "follow-ups";
    const [leads, bookings] = await Promise.all([
      wantsLeads ? this.leadQuery(filter).$if(byFollowUp, (qb) => qb.orderBy("follow_up_on")).orderBy("created_at", "desc").orderBy("id").limit(limit).execute() : [],
      wantsBookings ? this.bookingQuery(filter).$if(byFollowUp, (qb) => qb.orderBy("follow_up_on")).orderBy("created_at", "desc").orderBy("id").limit(limit).execute() : [],
    ]);
    const rows: ViewRow[] = [...leads.map((row) => ({ type: "lead" as const, row })), ...bookings.map((row) => ({ type: "booking" as const, row }))];
    // Drivers return created_at as a Date or an ISO string: one ISO form orders both tables' rows together.
    const createdAt = (item: ViewRow) => iso(item.row.created_at);
    rows.sort((a, b) => createdAt(b).localeCompare(createdAt(a)));
    if (byFollowUp) rows.sort((a, b) => (a.row.follow_up_on ?? "").localeCompare(b.row.follow_up_on ?? ""));
    return rows.slice(0, limit);
  }

  /**
   * The Booked view by meeting time: meetings from `from` (the start of the office's today) on, soonest
   * first, then the earlier ones, the latest first (each side limited on its own, so a long past never
   * crowds out what is coming).
   */
  private async bookedByMeetingTime(filter: Omit<InboxFilter, "limit">, from: string, limit: number): Promise<BookingRow[]> {
    const [ahead, before] = await Promise.all([
      this.bookingQuery(filter).where("slot_start", ">=", from).orderBy("slot_start").orderBy("id").limit(limit).execute(),
      this.bookingQuery(filter).where("slot_start", "<", from).orderBy("slot_start", "desc").orderBy("id").limit(limit).execute(),
    ]);
    return [...ahead, ...before].slice(0, limit);
  }

  /** What the CSV export shows of a view's items: each item with where it came from, and a lead's deal value and notes (oldest first). */
  async exportList(filter: InboxFilter): Promise<InboxExportItem[]> {
    const items = await this.rows(filter);
    const leadIds = items.flatMap((item) => (item.type === "lead" ? [item.row.id] : []));
    const notes = new Map<string, LeadEvent[]>();
    const noteRows = (await leadEventRowsOf(this.db, leadIds)).filter((row) => row.kind === "note").sort((a, b) => iso(a.created_at).localeCompare(iso(b.created_at)));
    for (const row of noteRows) notes.set(row.lead_id, [...(notes.get(row.lead_id) ?? []), { at: iso(row.created_at), actor: row.actor, kind: row.kind, detail: row.detail }]);
    const sourceOf = (row: LeadRow | BookingRow): ExportSource => ({ landing: row.landing, referrer: row.referrer, channel: row.channel, campaign: row.utm_campaign });
    return items.map((item) =>
      item.type === "lead"
        ? { type: "lead", item: toInboxLead(item.row), source: sourceOf(item.row), dealValue: item.row.deal_value, notes: notes.get(item.row.id) ?? [] }
        : { type: "booking", item: toInboxBooking(item.row), source: sourceOf(item.row) },
    );
  }

  /** How many items each view holds (with the same search and filters). */
  async counts(filter: Omit<InboxFilter, "view" | "limit">): Promise<Record<InboxView, number>> {
    const leadCount = async (view: InboxView) =>
      filter.kind === "booking" ? 0 : Number((await this.leadQuery({ ...filter, view }).clearSelect().select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst())?.n ?? 0);
    const bookingCount = async (view: InboxView) =>
      (filter.kind && filter.kind !== "booking") || filter.page
        ? 0
        : Number((await this.bookingQuery({ ...filter, view }).clearSelect().select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst())?.n ?? 0);
    const [fresh, open, spam, leads, booked, bookings, spamBookings, leadFollowUps, bookingFollowUps, leadsMine, bookingsMine] = await Promise.all([
      leadCount("new"),
      leadCount("open"),
      leadCount("spam"),
      leadCount("all"),
      bookingCount("booked"),
      bookingCount("all"),
      bookingCount("spam"),
      leadCount("follow-ups"),
      bookingCount("follow-ups"),
      leadCount("mine"),
      bookingCount("mine"),
    ]);
    return { new: fresh, open, booked, "follow-ups": leadFollowUps + bookingFollowUps, mine: leadsMine + bookingsMine, spam: spam + spamBookings, all: leads + bookings };
  }

  /** Pages leads came from, for the filter's choices. */
  pages(): Promise<string[]> {
    return leadPages(this.db);
  }

  /** One booking with when it was cancelled and the state of its emails. */
  async booking(id: string): Promise<(InboxBooking & Pick<Booking, "outcome" | "cancelReason"> & { cancelledAt: string | null; mails: BookingMailState[]; source: StoredVisitSource }) | undefined> {
    const row = await bookingRowById(this.db, id);
    if (!row) return undefined;
    const mails = await bookingMailRowsFor(this.db, id);
    return {
      ...toInboxBooking(row),
      cancelReason: row.cancel_reason ?? null,
      cancelledAt: isoOrNull(row.cancelled_at),
      source: storedVisitSourceOf(row),
      mails: mails.map((mail) => ({ kind: mail.kind, status: mail.status, attempts: Number(mail.attempts), sentAt: isoOrNull(mail.sent_at), lastError: mail.last_error })),
    };
  }

  /** Bookings (any status, not spam) starting in [from, to), soonest first. */
  async bookingsBetween(from: Date, to: Date): Promise<InboxBooking[]> {
    return (await bookingRowsBetween(this.db, from, to)).map(toInboxBooking);
  }

  async lead(id: string): Promise<InboxLead | undefined> {
    const row = await leadRowById(this.db, id);
    return row && toInboxLead(row);
  }

  /** The record of erasures: when, by whom, how many records (no personal data). */
  async erasures(): Promise<{ at: string; actor: string; leads: number; bookings: number }[]> {
    const rows = await this.db.selectFrom("erasures").selectAll().orderBy("created_at", "desc").limit(50).execute();
    return rows.map((row) => ({ at: iso(row.created_at), actor: row.actor, leads: Number(row.leads), bookings: Number(row.bookings) }));
  }

  events(leadId: string): Promise<LeadEvent[]> {
    return leadEvents(this.db, leadId);
  }

  /**
   * Moves a lead's deal (stage, value, lost reason and note) as the status form asks, and records the
   * change in words with who and when, in one transaction; the first move out of `new` records the time
   * of the first response. `changed: false` when the form asked for what is already stored.
   */
  async setStage(leadId: string, fields: DealFields, actor: string, now: Date): Promise<{ ok: true; changed: boolean } | { ok: false; error: DealError }> {
    return this.db.transaction().execute(async (trx) => {
      const before = await leadDeal(trx, leadId);
      if (!before) return { ok: false, error: "not_found" } as const;
      const change = dealChangeOf(before, fields);
      if (!change.ok) return change;
      const detail = dealChangeText(before, change.deal);
      if (detail === null) return { ok: true, changed: false } as const;
      await saveLeadDeal(trx, leadId, change.deal, now);
      await recordLeadEvent(trx, leadId, { actor, kind: "stage", detail }, now);
      return { ok: true, changed: true } as const;
    });
  }

  /** Corrects a lead's name, phone or company, with one history line per change: "unchanged" when nothing differs. */
  async editLead(leadId: string, details: LeadDetails, actor: string, now: Date): Promise<"saved" | "unchanged" | "not_found"> {
    return this.db.transaction().execute(async (trx) => {
      const before = await leadDetailsOf(trx, leadId);
      if (!before) return "not_found";
      const lines = leadEditLines(before, details);
      if (lines.length === 0) return "unchanged";
      await setLeadDetails(trx, leadId, details);
      await recordLeadEvent(trx, leadId, { actor, kind: "edit", detail: lines.join("\n") }, now);
      return "saved";
    });
  }

  /**
   * Adds a note, once: the same note by the same person within `NOTE_REPEAT_MS` of the last entry is the
   * same press arriving twice (a double click on a page without JavaScript), and is not added again.
   */
  async addNote(leadId: string, text: string, actor: string, now: Date): Promise<boolean> {
    if (!(await leadExists(this.db, leadId))) return false;
    const last = (await leadEvents(this.db, leadId)).at(-1);
    const repeated = last?.kind === "note" && last.actor === actor && last.detail === text && now.getTime() - Date.parse(last.at) < NOTE_REPEAT_MS;
    if (!repeated) await recordLeadEvent(this.db, leadId, { actor, kind: "note", detail: text }, now);
    return true;
  }

  /** A lead wrongly taken for spam joins the inbox, and its email is queued. */
  async markNotSpam(leadId: string, actor: string, now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const released = await releaseFromSpam(trx, leadId, now);
      if (!released) return false;
      // The history says which rules had caught it (spam_reason itself stays: the per-rule counts show releases).
      await recordLeadEvent(trx, leadId, { actor, kind: "not_spam", detail: released.spamReason }, now);
      // Released, it is a new lead like any other: it goes to the default owner (decision 043).
      const owner = await defaultAssignee(trx);
      if (owner !== null) await assignNewLeads(trx, [leadId], owner);
      await this.followUps?.queueForLead(trx, toLead((await leadRowById(trx, leadId))!), now);
      return true;
    });
  }

  /**
   * Sets or clears a lead's or booking's follow-up, and arms the agenda of its day when that is still
   * ahead (`armOn`). A lead's change is recorded in its history; a booking has no history table yet.
   * False when there is no such item.
   */
  async setFollowUp(item: WorkItem, on: string | null, note: string | null, actor: string, now: Date, armOn: string | null): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const before = item.type === "lead" ? await setLeadFollowUp(trx, item.id, on, note) : await setBookingFollowUp(trx, item.id, on, note);
      if (!before) return false;
      if (armOn !== null) await armAgendaOn(trx, armOn, now);
      if (before.on !== on || (on !== null && before.note !== note)) {
        const detail = followUpEventDetail(on, note);
        if (item.type === "lead") await recordLeadEvent(trx, item.id, { actor, kind: "follow_up", detail }, now);
        else await recordBookingEvent(trx, item.id, actor, "follow_up", detail, now);
      }
      return true;
    });
  }

  /** Gives a lead or booking to a person (null = nobody), recorded in its history by the owner's address. False when there is no such item. */
  async assign(item: WorkItem, userId: string | null, ownerEmail: string | null, actor: string, now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = item.type === "lead" ? await setLeadAssignee(trx, item.id, userId) : await setBookingAssignee(trx, item.id, userId);
      if (!result) return false;
      if (result.before !== userId) {
        const detail = assignEventDetail(ownerEmail);
        if (item.type === "lead") await recordLeadEvent(trx, item.id, { actor, kind: "assign", detail }, now);
        else await recordBookingEvent(trx, item.id, actor, "assign", detail, now);
      }
      return true;
    });
  }

  /** Leads and bookings (not spam) with a follow-up due by office date `date`: the morning agenda's lines. */
  async followUpsDueBy(date: string): Promise<InboxItem[]> {
    const [leads, bookings] = await Promise.all([leadsFollowUpDueBy(this.db, date), bookingsFollowUpDueBy(this.db, date)]);
    return [...leads.map(toInboxLead), ...bookings.map(toInboxBooking)].sort((a, b) => a.followUpOn!.localeCompare(b.followUpOn!));
  }

  /** Every workspace member's address by `users.id` (owners of leads and bookings read as addresses). */
  members(): Promise<Map<string, string>> {
    return userEmailsById(this.db);
  }

  defaultAssignee(): Promise<string | null> {
    return defaultAssignee(this.db);
  }

  setDefaultAssignee(userId: string | null, actor: string, now: Date): Promise<void> {
    return setDefaultAssignee(this.db, userId, actor, now);
  }

  /** Puts a lead whose email failed back in the outbox with a fresh set of attempts. */
  async resend(leadId: string, actor: string, now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await requeueFailedLead(trx, leadId, now))) return false;
      await recordLeadEvent(trx, leadId, { actor, kind: "resend", detail: null }, now);
      return true;
    });
  }

  /** Leads (not spam) created since `since`, with what the response clock and the chart need. */
  leadsSince(since: Date): Promise<Pick<InboxLead, "createdAt" | "kind" | "page" | "stage" | "firstResponseAt">[]> {
    return leadClockRowsSince(this.db, since);
  }

  bookingsSince(since: Date): Promise<string[]> {
    return bookingTimesSince(this.db, since);
  }

  /**
   * Submissions flagged since `since` (leads and bookings), grouped by their stored reasons and
   * whether they are still spam (0 = released by "Not spam").
   */
  async spamReasonsSince(since: Date): Promise<{ reason: string; spam: number; n: number }[]> {
    const rows = [...(await leadSpamReasonsSince(this.db, since)), ...(await bookingSpamReasonsSince(this.db, since))];
    return rows.map((row) => ({ reason: row.spam_reason!, spam: Number(row.spam), n: Number(row.n) }));
  }

  /** Every lead still `new` (not spam): the overdue check runs over these. */
  async newLeads(): Promise<InboxLead[]> {
    return (await newLeadRows(this.db)).map(toInboxLead);
  }

  // ── People: one person per address ──────────────────────────────────────────────────────────

  /** The leads and bookings (not spam) a People search finds, newest first, `limit` of each. */
  async peopleRows(search: string | undefined, limit: number) {
    const [leads, bookings] = await Promise.all([leadPeopleRows(this.db, this.dialect, search, limit), bookingPeopleRows(this.db, this.dialect, search, limit)]);
    return { leads, bookings };
  }

  /** The address of the lead or booking with this id: a person page is named by one of their records. */
  async emailOfRecord(id: string): Promise<string | undefined> {
    return (await leadEmailById(this.db, id)) ?? (await bookingEmailById(this.db, id));
  }

  // ── a person's data on request ──────────────────────────────────────────────────────────────

  /** Everything stored about one email address. */
  async personData(email: string) {
    const leads = await leadRowsByEmail(this.db, email);
    const bookings = await bookingRowsByEmail(this.db, email);
    const bookingIds = bookings.map((booking) => booking.id);
    const mails = await bookingMailRowsOf(this.db, bookingIds);
    // The bookings' history: moves, cancellations with the reason, outcomes and the agency's notes.
    const bookingEvents = await bookingEventRowsOf(this.db, bookingIds);
    const leadIds = leads.map((lead) => lead.id);
    const events = await leadEventRowsOf(this.db, leadIds);
    // Their receipts, webhooks and alarms (what was sent about them, and when).
    const alerts = await alertRowsOf(this.db, { leadIds, bookingIds });
    // The replies the agency sent them from the workspace (erased with their lead or booking).
    const replies = await replyRowsOf(this.db, { leadIds, bookingIds });
    return { leads, bookings, bookingMails: mails, bookingEvents, leadEvents: events, alerts, replies };
  }

  /**
   * Erases one person's leads and bookings (and their mails and history) in one transaction, and
   * records that an erasure happened (who, when, how many records) without the personal data.
   */
  async erasePerson(email: string, actor: string, now: Date): Promise<{ leads: number; bookings: number }> {
    return this.db.transaction().execute(async (trx) => {
      const leadIds = await eraseLeadsByEmail(trx, email);
      const bookingIds = await eraseBookingsByEmail(trx, email);
      await trx
        .insertInto("erasures")
        .values({ id: crypto.randomUUID(), created_at: now.toISOString(), actor, leads: leadIds.length, bookings: bookingIds.length })
        .execute();
      return { leads: leadIds.length, bookings: bookingIds.length };
    });
  }
}
