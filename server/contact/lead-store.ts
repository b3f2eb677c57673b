import { sql, type Insertable, type Kysely } from "kysely";
import type { Database, DeliveryStatus, LeadEventKind, LeadRow, LeadTable } from "../db/schema";
import { OPEN_STAGES, type LeadStage } from "@domain/lead/stage";
import type { Deal } from "@domain/lead/deal";
import type { LeadDetails } from "@domain/lead/edit";
import type { InboxView } from "@domain/inbox";
import { containsText } from "../db/text-search";
import { deleteAlertsOf } from "../alerts/store";
import type { Dialect } from "../db/migrations";
import { OutboxTable } from "../outbox/table";
import { GroupCommit } from "../db/group-commit";
import type { LeadKind } from "@domain/lead/fields";
import { normalizeEmail } from "@domain/text";
import { iso, isoOrNull } from "../db/timestamps";
import type { VisitSource } from "@domain/attribution/source";
import { visitSourceColumns } from "../attribution/source-columns";
import { defaultAssignee } from "../follow-up/settings-store";

/** A stored lead as the rest of the server sees it: timestamps as ISO strings, spam as a boolean. */
export interface Lead {
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
  /** Which spam rules fired (domain/spam/rules.ts), comma-separated; kept after "Not spam". */
  spamReason: string | null;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lockedUntil: string | null;
  lastError: string | null;
  sentAt: string | null;
}

export interface NewLead {
  kind: LeadKind;
  name: string;
  email: string;
  phone?: string;
  subject?: string;
  message: string;
  location?: string;
  page?: string;
  spam: boolean;
  /** Required when `spam` is true: the rules that fired (formatSpamReason). */
  spamReason?: string | null;
  /** Where the visit came from (normalised); none = direct. */
  source?: VisitSource;
}

/** The stored row of a new lead. */
function leadRow(lead: NewLead, now: Date): Insertable<LeadTable> {
  return {
    id: crypto.randomUUID(),
    created_at: now.toISOString(),
    kind: lead.kind,
    name: lead.name,
    email: lead.email,
    phone: lead.phone ?? null,
    subject: lead.subject ?? null,
    message: lead.message,
    location: lead.location ?? null,
    page: lead.page ?? null,
    spam: lead.spam ? 1 : 0,
    spam_reason: lead.spamReason ?? null,
    status: lead.spam ? "skipped" : "queued",
    attempts: 0,
    next_attempt_at: lead.spam ? null : now.toISOString(),
    locked_until: null,
    last_error: null,
    sent_at: null,
    ...visitSourceColumns(lead.source),
  };
}

export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    createdAt: iso(row.created_at),
    kind: row.kind as LeadKind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    location: row.location,
    page: row.page,
    spam: Number(row.spam) === 1,
    spamReason: row.spam_reason,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: isoOrNull(row.next_attempt_at),
    lockedUntil: isoOrNull(row.locked_until),
    lastError: row.last_error,
    sentAt: isoOrNull(row.sent_at),
  };
}

/**
 * What a clean lead owes besides the agency's email (server/alerts/: receipt, webhook, overdue alarm),
 * queued in the transaction that stores the lead.
 */
export interface LeadFollowUps {
  queueForLead(trx: Kysely<Database>, lead: Lead, now: Date): Promise<void>;
}

/**
 * All lead reads and writes. Delivery state lives in the lead's own row (the leads CLI shows it),
 * driven by the shared outbox state machine.
 */
export class LeadStore {
  constructor(
    readonly db: Kysely<Database>,
    readonly dialect: Dialect,
    private readonly followUps?: LeadFollowUps,
  ) {
    this.outbox = new OutboxTable<LeadRow>(db, dialect, "leads");
  }

  /** Runs `work` in a transaction, or in the caller's when the store was made on one (a bulk import). */
  private inTransaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.db.isTransaction ? work(this.db) : this.db.transaction().execute(work);
  }

  /** The clean leads' follow-ups, in the transaction that stores them; they go to the default owner (decision 043). */
  private async queueFollowUps(trx: Kysely<Database>, leads: Lead[]): Promise<void> {
    for (const lead of leads) if (!lead.spam) await this.followUps?.queueForLead(trx, lead, new Date(lead.createdAt));
    const owner = await defaultAssignee(trx);
    if (owner !== null) await assignNewLeads(trx, leads.map((lead) => lead.id), owner);
  }

  /**
   * Commits the lead. Spam is stored for the record but never enters the outbox. On SQLite, leads
   * arriving together share one commit (GroupCommit): resolved only once it is durable.
   */
  async insert(lead: NewLead, now = new Date()): Promise<Lead> {
    const row = leadRow(lead, now);
    if (this.dialect === "sqlite") return toLead(await this.commits.add(row));
    return this.inTransaction(async (trx) => {
      const stored = toLead(await trx.insertInto("leads").values(row).returningAll().executeTakeFirstOrThrow());
      await this.queueFollowUps(trx, [stored]);
      return stored;
    });
  }

  /** One multi-row INSERT (and the follow-ups): one transaction, one fsync for the whole batch. */
  private readonly commits = new GroupCommit<Insertable<LeadTable>, LeadRow>((rows) =>
    this.inTransaction(async (trx) => {
      const stored = await trx.insertInto("leads").values(rows).returningAll().execute();
      await this.queueFollowUps(trx, stored.map(toLead));
      const byId = new Map(stored.map((row) => [row.id, row]));
      return rows.map((row) => byId.get(row.id as string)!);
    }),
  );

  /** Outbox state changes (claim, lease, retry, sent, failed), shared with the booking mails. */
  readonly outbox: OutboxTable<LeadRow>;

  release = (ids: string[]) => this.outbox.release(ids);
  markSent = (id: string, now?: Date) => this.outbox.markSent(id, now);
  markRetry = (id: string, nextAttemptAt: Date, error: string) => this.outbox.markRetry(id, nextAttemptAt, error);
  markFailed = (id: string, error: string) => this.outbox.markFailed(id, error);
  countQueued = () => this.outbox.countQueued();

  /** Puts failed leads (or the given ones) back in the outbox with a fresh set of attempts. */
  async requeue(ids: string[] | "failed", now = new Date()): Promise<number> {
    const result = await this.db
      .updateTable("leads")
      .set({ status: "queued", attempts: 0, next_attempt_at: now.toISOString(), locked_until: null })
      .where("spam", "=", 0)
      .$if(ids === "failed", (qb) => qb.where("status", "=", "failed"))
      .$if(ids !== "failed", (qb) => qb.where("id", "in", ids as string[]).where("status", "!=", "sent"))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * Email and message of the leads (spam too) with this address since `since`: the spam rules' facts
   * (the per-email tier among them), keyed on the address in its one normalised form.
   */
  async recentByEmail(email: string, since: Date): Promise<{ email: string; message: string; createdAt: string }[]> {
    const rows = await this.db
      .selectFrom("leads")
      .select(["email", "message", "created_at"])
      .where("created_at", ">=", since.toISOString())
      .where(sql<boolean>`lower(email) = ${normalizeEmail(email)}`)
      .execute();
    return rows.map((row) => ({ email: row.email, message: row.message, createdAt: iso(row.created_at) }));
  }

  async get(id: string): Promise<Lead | undefined> {
    const row = await this.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
    return row && toLead(row);
  }

  /** Newest first. */
  async list(options: { limit?: number; status?: DeliveryStatus; includeSpam?: boolean } = {}): Promise<Lead[]> {
    const rows = await this.db
      .selectFrom("leads")
      .selectAll()
      .$if(options.status !== undefined, (qb) => qb.where("status", "=", options.status!))
      .$if(!options.includeSpam, (qb) => qb.where("spam", "=", 0))
      .orderBy("created_at", "desc")
      .orderBy("id")
      .$if(options.limit !== undefined, (qb) => qb.limit(options.limit!))
      .execute();
    return rows.map(toLead);
  }

  /**
   * Deletes leads that arrived before `cutoff` (the privacy policy's retention period). A lead still
   * waiting in the outbox is kept until it is delivered or given up, so retention never loses one unsent.
   */
  async purgeCreatedBefore(cutoff: Date): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const expired = (eb: typeof trx) =>
        eb.selectFrom("leads").select("id").where("created_at", "<", cutoff.toISOString()).where("status", "!=", "queued");
      // Their workspace history and alerts go with them (SQLite does not cascade).
      await trx.deleteFrom("lead_events").where("lead_id", "in", expired(trx)).execute();
      await deleteAlertsOf(trx, { leadIds: expired(trx) });
      const result = await trx.deleteFrom("leads").where("created_at", "<", cutoff.toISOString()).where("status", "!=", "queued").executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  }

  /** Every lead's id, as a subquery (the alerts' upkeep keeps the rows whose lead is still here). */
  ids() {
    return this.db.selectFrom("leads").select("id");
  }
}

// ── the workspace's reads and writes (server/inbox/), on the caller's connection or transaction ─────

/** Which leads a workspace view lists: the inbox's filter, as far as it concerns leads. */
export interface LeadFilter {
  view: InboxView;
  /** Matched against name, email, message and subject. */
  search?: string;
  kind?: LeadKind | "booking";
  /** Page of origin (exact path). */
  page?: string;
  /** The signed-in person's `users.id`: what the view Mine lists. */
  userId?: string;
}

/** The leads a view shows, as a query the caller orders, limits or counts. */
export function leadsInView(db: Kysely<Database>, dialect: Dialect, filter: LeadFilter) {
  let query = db.selectFrom("leads").selectAll();
  if (filter.view === "spam") query = query.where("spam", "=", 1);
  else query = query.where("spam", "=", 0);
  if (filter.view === "new") query = query.where("stage", "=", "new");
  if (filter.view === "open") query = query.where("stage", "in", OPEN_STAGES);
  if (filter.view === "follow-ups") query = query.where("follow_up_on", "is not", null);
  if (filter.view === "mine") query = query.where("assigned_to", "=", filter.userId ?? "");
  if (filter.kind && filter.kind !== "booking") query = query.where("kind", "=", filter.kind);
  if (filter.page) query = query.where("page", "=", filter.page);
  if (filter.search) {
    const search = filter.search;
    query = query.where((eb) => eb.or(["name", "email", "message", "subject"].map((column) => containsText(dialect, column, search))));
  }
  return query;
}

export async function leadRowById(db: Kysely<Database>, id: string): Promise<LeadRow | undefined> {
  return db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Pages leads came from, for the filter's choices. */
export async function leadPages(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("leads").select("page").distinct().where("page", "is not", null).orderBy("page").execute();
  return rows.map((row) => row.page!).filter(Boolean);
}

/** Moves a lead to a stage; the first move out of `new` records the time of the first response. The stage it left, or undefined when there is no such lead. */
export async function moveLeadToStage(trx: Kysely<Database>, leadId: string, stage: LeadStage, now: Date): Promise<LeadStage | undefined> {
  const lead = await trx.selectFrom("leads").select(["stage", "first_response_at"]).where("id", "=", leadId).executeTakeFirst();
  if (!lead) return undefined;
  if (lead.stage === stage) return stage;
  await trx
    .updateTable("leads")
    .set({ stage, ...(lead.first_response_at === null && stage !== "new" ? { first_response_at: now.toISOString() } : {}) })
    .where("id", "=", leadId)
    .execute();
  return lead.stage;
}

/** A lead's deal as stored (stage, value, lost reason and note), or undefined when there is no such lead. */
export async function leadDeal(db: Kysely<Database>, leadId: string): Promise<Deal | undefined> {
  const row = await db.selectFrom("leads").select(["stage", "deal_value", "lost_reason", "lost_note"]).where("id", "=", leadId).executeTakeFirst();
  return row && { stage: row.stage, dealValue: row.deal_value === null ? null : Number(row.deal_value), lostReason: row.lost_reason, lostNote: row.lost_note };
}

/** Stores a lead's deal; the first move out of `new` records the time of the first response. */
export async function saveLeadDeal(trx: Kysely<Database>, leadId: string, deal: Deal, now: Date): Promise<void> {
  await trx.updateTable("leads").set({ stage: deal.stage, deal_value: deal.dealValue, lost_reason: deal.lostReason, lost_note: deal.lostNote }).where("id", "=", leadId).execute();
  if (deal.stage !== "new") await trx.updateTable("leads").set({ first_response_at: now.toISOString() }).where("id", "=", leadId).where("first_response_at", "is", null).execute();
}

/**
 * The leads (not spam) a People search finds by name or email, newest first, with what the list
 * shows of each; at most `limit` rows (the list groups them by address).
 */
export async function leadPeopleRows(db: Kysely<Database>, dialect: Dialect, search: string | undefined, limit: number) {
  const rows = await db
    .selectFrom("leads")
    .select(["id", "created_at", "name", "email", "stage", "deal_value"])
    .where("spam", "=", 0)
    .$if(Boolean(search), (qb) => qb.where((eb) => eb.or(["name", "email"].map((column) => containsText(dialect, column, search!)))))
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, createdAt: iso(row.created_at), name: row.name, email: row.email, stage: row.stage, dealValue: row.deal_value === null ? null : Number(row.deal_value) }));
}

/** The address of a lead (a person page's link names a lead or booking by id, never the address). */
export async function leadEmailById(db: Kysely<Database>, leadId: string): Promise<string | undefined> {
  return (await db.selectFrom("leads").select("email").where("id", "=", leadId).executeTakeFirst())?.email;
}

/** A lead's details the agency may correct (domain/lead/edit.ts), or undefined when there is no such lead. */
export async function leadDetailsOf(trx: Kysely<Database>, leadId: string): Promise<LeadDetails | undefined> {
  return trx.selectFrom("leads").select(["name", "phone", "company"]).where("id", "=", leadId).executeTakeFirst();
}

export async function setLeadDetails(trx: Kysely<Database>, leadId: string, details: LeadDetails): Promise<void> {
  await trx.updateTable("leads").set({ name: details.name ?? "", phone: details.phone, company: details.company }).where("id", "=", leadId).execute();
}

export async function leadExists(db: Kysely<Database>, leadId: string): Promise<boolean> {
  return (await db.selectFrom("leads").select("id").where("id", "=", leadId).executeTakeFirst()) !== undefined;
}

/** A lead wrongly taken for spam joins the inbox and its email is queued: the rules that had caught it, or undefined when it was not spam. */
export async function releaseFromSpam(trx: Kysely<Database>, leadId: string, now: Date): Promise<{ spamReason: string | null } | undefined> {
  const result = await trx
    .updateTable("leads")
    .set({ spam: 0, status: "queued", attempts: 0, next_attempt_at: now.toISOString(), locked_until: null })
    .where("id", "=", leadId)
    .where("spam", "=", 1)
    .returning("spam_reason")
    .executeTakeFirst();
  return result && { spamReason: result.spam_reason };
}

/** Puts a lead whose email failed back in the outbox with a fresh set of attempts; true when it was failed. */
export async function requeueFailedLead(trx: Kysely<Database>, leadId: string, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable("leads")
    .set({ status: "queued", attempts: 0, next_attempt_at: now.toISOString(), locked_until: null, last_error: null })
    .where("id", "=", leadId)
    .where("status", "=", "failed")
    .where("spam", "=", 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Leads (not spam) created since `since`, with what the response clock and the chart need. */
export async function leadClockRowsSince(db: Kysely<Database>, since: Date) {
  const rows = await db.selectFrom("leads").select(["created_at", "kind", "page", "stage", "first_response_at"]).where("spam", "=", 0).where("created_at", ">=", since.toISOString()).execute();
  return rows.map((row) => ({ createdAt: iso(row.created_at), kind: row.kind as LeadKind, page: row.page, stage: row.stage, firstResponseAt: isoOrNull(row.first_response_at) }));
}

/** Leads flagged since `since`, counted by their stored reasons and whether they are still spam (0 = released). */
export async function leadSpamReasonsSince(db: Kysely<Database>, since: Date) {
  return db
    .selectFrom("leads")
    .select(["spam_reason", "spam", (eb) => eb.fn.countAll<number>().as("n")])
    .where("spam_reason", "is not", null)
    .where("created_at", ">=", since.toISOString())
    .groupBy(["spam_reason", "spam"])
    .execute();
}

/** Every lead still `new` (not spam), oldest first. */
export async function newLeadRows(db: Kysely<Database>): Promise<LeadRow[]> {
  return db.selectFrom("leads").selectAll().where("spam", "=", 0).where("stage", "=", "new").orderBy("created_at").execute();
}

/** Every lead with this address (any case), oldest first: a person's data on request. */
export async function leadRowsByEmail(db: Kysely<Database>, email: string): Promise<LeadRow[]> {
  return db.selectFrom("leads").selectAll().where(sql<boolean>`lower(email) = ${email.toLowerCase()}`).orderBy("created_at").execute();
}

/**
 * In an erasure's transaction: deletes every lead with this address (any case), with its history and
 * alerts (an error text can hold the address). The ids it deleted.
 */
export async function eraseLeadsByEmail(trx: Kysely<Database>, email: string): Promise<string[]> {
  const leadIds = (await trx.selectFrom("leads").select("id").where(sql<boolean>`lower(email) = ${email.toLowerCase()}`).execute()).map((row) => row.id);
  if (leadIds.length === 0) return leadIds;
  await trx.deleteFrom("lead_events").where("lead_id", "in", leadIds).execute();
  await deleteAlertsOf(trx, { leadIds });
  await trx.deleteFrom("leads").where("id", "in", leadIds).execute();
  return leadIds;
}

// ── a lead's history in the workspace (lead_events) ──────────────────────────────────────────

export interface LeadEvent {
  at: string;
  actor: string;
  kind: LeadEventKind;
  detail: string | null;
}

export async function leadEvents(db: Kysely<Database>, leadId: string): Promise<LeadEvent[]> {
  const rows = await db.selectFrom("lead_events").selectAll().where("lead_id", "=", leadId).orderBy("created_at").orderBy("id").execute();
  return rows.map((row) => ({ at: iso(row.created_at), actor: row.actor, kind: row.kind, detail: row.detail }));
}

/** Records who did what to a lead, and when. */
export async function recordLeadEvent(trx: Kysely<Database>, leadId: string, event: { actor: string; kind: LeadEventKind; detail: string | null }, now: Date): Promise<void> {
  await trx
    .insertInto("lead_events")
    .values({ id: crypto.randomUUID(), lead_id: leadId, created_at: now.toISOString(), actor: event.actor, kind: event.kind, detail: event.detail })
    .execute();
}

/** The stored history rows of some leads (a person's data on request). */
export async function leadEventRowsOf(db: Kysely<Database>, leadIds: readonly string[]) {
  return leadIds.length ? db.selectFrom("lead_events").selectAll().where("lead_id", "in", leadIds).execute() : [];
}

// ── the sources report (server/sources/report.ts) ───────────────────────────────────────────

/**
 * The clean leads created in [from, to) with what the sources report counts, oldest first, at most
 * `limit`. Clean is what the inbox's All view lists (`leadsInView`), so the report's totals and the
 * inbox agree by construction.
 */
export async function leadSourceRowsBetween(db: Kysely<Database>, dialect: Dialect, from: Date, to: Date, limit: number) {
  const rows = await leadsInView(db, dialect, { view: "all" })
    .clearSelect()
    .select(["id", "email", "created_at", "landing", "channel", "utm_campaign", "page", "stage", "deal_value", "first_response_at"])
    .where("created_at", ">=", from.toISOString())
    .where("created_at", "<", to.toISOString())
    .orderBy("created_at")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    createdAt: iso(row.created_at),
    landing: row.landing,
    channel: row.channel,
    campaign: row.utm_campaign,
    page: row.page,
    stage: row.stage,
    dealValue: row.deal_value === null ? null : Number(row.deal_value),
    firstResponseAt: isoOrNull(row.first_response_at),
  }));
}

// ── who owns a lead and when to follow it up (decision 043) ──────────────────────────────────

/** Sets (or clears, with null) a lead's follow-up; what it was before, or undefined when there is no such lead. */
export async function setLeadFollowUp(trx: Kysely<Database>, leadId: string, on: string | null, note: string | null) {
  const before = await trx.selectFrom("leads").select(["follow_up_on", "follow_up_note"]).where("id", "=", leadId).executeTakeFirst();
  if (!before) return undefined;
  await trx.updateTable("leads").set({ follow_up_on: on, follow_up_note: on === null ? null : note }).where("id", "=", leadId).execute();
  return { on: before.follow_up_on, note: before.follow_up_note };
}

/** Gives a lead to a person (null = nobody); who had it before, or undefined when there is no such lead. */
export async function setLeadAssignee(trx: Kysely<Database>, leadId: string, userId: string | null): Promise<{ before: string | null } | undefined> {
  const before = await trx.selectFrom("leads").select("assigned_to").where("id", "=", leadId).executeTakeFirst();
  if (!before) return undefined;
  await trx.updateTable("leads").set({ assigned_to: userId }).where("id", "=", leadId).execute();
  return { before: before.assigned_to };
}

/** New clean leads go to the default owner, in the transaction that stores them (nobody's yet). */
export async function assignNewLeads(trx: Kysely<Database>, leadIds: readonly string[], userId: string): Promise<void> {
  if (leadIds.length === 0) return;
  await trx.updateTable("leads").set({ assigned_to: userId }).where("id", "in", leadIds).where("assigned_to", "is", null).where("spam", "=", 0).execute();
}

/** Clean leads with a follow-up due by office date `date` (that day and before), soonest first. */
export async function leadsFollowUpDueBy(db: Kysely<Database>, date: string): Promise<LeadRow[]> {
  return db.selectFrom("leads").selectAll().where("spam", "=", 0).where("follow_up_on", "<=", date).orderBy("follow_up_on").orderBy("created_at").execute();
}

/** How many clean leads have a follow-up on office date `date` (an agenda that day has a reason to go out). */
export async function leadFollowUpsOn(db: Kysely<Database>, date: string): Promise<number> {
  const row = await db.selectFrom("leads").select((eb) => eb.fn.countAll<number>().as("n")).where("spam", "=", 0).where("follow_up_on", "=", date).executeTakeFirst();
  return Number(row?.n ?? 0);
}
