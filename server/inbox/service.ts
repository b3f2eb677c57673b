/**
 * The agency's inbox: every lead and booking in views, each lead's history, the changes a person
 * makes, the response clock (the site's reply promise) and a person's data on request.
 */
import type { DealError } from "@domain/lead/deal";
import { currentLeadOf, personKeyOf } from "@domain/lead/person";
import { replyDueAt } from "@domain/lead/reply-clock";
import { normalizeText } from "@domain/text";
import { localDate, officeSchedule } from "@domain/booking/schedule";
import { localDayBounds } from "@domain/booking/reminders";
import { toInboxLead, type InboxFilter, type InboxLead, type InboxStore } from "./store";
import type { LeadStage } from "@domain/lead/stage";
import { parseLeadEdit, type LeadEditResult } from "@domain/lead/edit";
import { inboxCsv } from "../export/inbox-csv";
import type { AlertDelivery } from "../alerts/store";
import { followUpActions } from "../follow-up/service";
import { inFollowUpOrder } from "@domain/follow-up";

import { LEAD_SOURCES, type LeadSource } from "@domain/inbox";
import { parseSpamReason, SPAM_RULES, type SpamRule } from "@domain/spam/rules";

/** How many leads and how many bookings a People list reads at most (then groups them by address). */
export const PEOPLE_SCAN_ROWS = 500;
/** How many people a People list shows at most. */
export const PEOPLE_LIST_MAX = 100;

/** One person in the People list: named by their newest lead or booking's id (never the address in a URL). */
export interface PersonSummary {
  id: string;
  email: string;
  name: string;
  /** When the newest of their records arrived (ISO). */
  lastAt: string;
  leads: number;
  bookings: number;
  /** Their newest lead's stage and deal value; null for someone who only booked. */
  stage: LeadStage | null;
  dealValue: number | null;
}

export type { BookingMailState, InboxFilter, InboxItem, InboxLead, InboxBooking, InboxView, LeadEvent } from "./store";

const WEEK_MS = 7 * 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** The per-rule counts look back this far. */
export const SPAM_COUNT_DAYS = 30;

export interface SpamRuleCount {
  rule: SpamRule;
  /** Submissions this rule flagged in the last 30 days (one caught by two rules counts for both). */
  caught: number;
  /** Of those, how many the agency released as not spam: a rule with many is catching real leads. */
  released: number;
}
/** How far ahead a booking's page lists the agenda (the booking horizon is 15 business days). */
const UPCOMING_DAYS = 31;
export const NOTE_MAX = 2000;

export function sourceOf(lead: Pick<InboxLead, "kind" | "page">): LeadSource {
  const page = lead.page ?? "";
  if (lead.kind === "location" || page.startsWith("/locations/")) return "locations";
  if (page.startsWith("/industries/")) return "industries";
  if (page === "/contact") return "contact";
  if (page === "/" || lead.kind === "quick") return "home";
  return "other";
}

export interface WeekRow {
  /** Monday of the week (UTC date). */
  weekStart: string;
  counts: Record<LeadSource, number>;
  /** Median time to first response of that week's leads that have one, in ms. */
  medianResponseMs: number | null;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Monday 00:00 UTC of the week holding `date`. */
function weekStartOf(date: Date): Date {
  const start = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  return start;
}

export interface InboxServiceDeps {
  store: InboxStore;
  /** Told when a change queued an email (not spam, send again): the outbox's kick. */
  onQueued: (what: string) => void;
  clock?: () => Date;
  /** The receipts, webhooks and alarms of a lead or booking (server/alerts/), for its page. */
  alerts?: { forLead(id: string): Promise<AlertDelivery[]>; forBooking(id: string): Promise<AlertDelivery[]> };
}

export function createInboxService(deps: InboxServiceDeps) {
  const { store } = deps;
  const clock = deps.clock ?? (() => new Date());
  /** A view's filter as the store reads it: the search normalised, and Booked from the start of the office's today. */
  const storeFilter = (filter: InboxFilter): InboxFilter => {
    const search = filter.search ? normalizeText(filter.search).slice(0, 200) : undefined;
    return { ...filter, search: search || undefined, bookedFrom: localDayBounds(localDate(clock())).from };
  };

  return {
    now: () => clock(),

    /** Follow-ups and owners (decision 043). */
    ...followUpActions(store, clock),

    async view(filter: InboxFilter) {
      const clean = storeFilter(filter);
      const [items, counts, pages] = await Promise.all([store.list(clean), store.counts(clean), store.pages()]);
      return { items: filter.view === "follow-ups" ? inFollowUpOrder(items, localDate(clock())) : items, counts, pages };
    },

    /** Leads still `new` after their reply promise ran out, oldest first. */
    async overdue(): Promise<(InboxLead & { dueAt: string })[]> {
      const now = clock().getTime();
      return (await store.newLeads())
        .map((lead) => ({ ...lead, dueAt: replyDueAt(new Date(lead.createdAt), lead.kind).toISOString() }))
        .filter((lead) => Date.parse(lead.dueAt) <= now);
    },

    async lead(id: string) {
      const lead = await store.lead(id);
      if (!lead) return undefined;
      const alerts = (await deps.alerts?.forLead(id)) ?? [];
      return { lead, events: await store.events(id), dueAt: replyDueAt(new Date(lead.createdAt), lead.kind).toISOString(), alerts };
    },

    /**
     * The lead page's status form: `stage` and what it carries (`deal_value` for Proposal sent and Won,
     * `lost_reason` and `lost_note` for Lost), as posted. Recorded in the history with who and when.
     */
    async setStage(id: string, stage: unknown, actor: string, deal: { dealValue?: unknown; lostReason?: unknown; lostNote?: unknown } = {}): Promise<{ ok: true; changed: boolean } | { ok: false; error: DealError }> {
      return store.setStage(id, { stage, ...deal }, actor, clock());
    },

    /** Corrects a lead's name, phone or company: checked by the visitor form's field rules, recorded in its history. */
    async editLead(id: string, raw: Record<string, unknown>, actor: string): Promise<LeadEditResult | { ok: true; outcome: "saved" | "unchanged" } | { ok: false; notFound: true }> {
      const parsed = parseLeadEdit(raw);
      if (!parsed.ok) return parsed;
      const outcome = await store.editLead(id, parsed.details, actor, clock());
      return outcome === "not_found" ? { ok: false, notFound: true } : { ok: true, outcome };
    },

    async addNote(id: string, text: unknown, actor: string): Promise<"added" | "empty" | "too_long" | "not_found"> {
      const note = typeof text === "string" ? normalizeText(text, { multiline: true }) : "";
      if (!note) return "empty";
      if (note.length > NOTE_MAX) return "too_long";
      return (await store.addNote(id, note, actor, clock())) ? "added" : "not_found";
    },

    async notSpam(id: string, actor: string): Promise<boolean> {
      const moved = await store.markNotSpam(id, actor, clock());
      if (moved) deps.onQueued(`Lead ${id} (not spam)`);
      return moved;
    },

    async resend(id: string, actor: string): Promise<boolean> {
      const queued = await store.resend(id, actor, clock());
      if (queued) deps.onQueued(`Lead ${id} (send again)`);
      return queued;
    },

    /** Per rule: what it caught in the last 30 days, and how much of that was released as not spam. */
    async spamRuleCounts(): Promise<SpamRuleCount[]> {
      const counts = new Map<SpamRule, SpamRuleCount>(SPAM_RULES.map((rule) => [rule, { rule, caught: 0, released: 0 }]));
      for (const row of await store.spamReasonsSince(new Date(clock().getTime() - SPAM_COUNT_DAYS * DAY_MS))) {
        for (const name of parseSpamReason(row.reason)) {
          const count = counts.get(name as SpamRule);
          if (!count) continue;
          count.caught += row.n;
          if (row.spam === 0) count.released += row.n;
        }
      }
      return [...counts.values()];
    },

    /** Leads per week for the last `weeks` weeks by source, and the median first-response time. */
    async weekly(weeks = 12): Promise<WeekRow[]> {
      const thisWeek = weekStartOf(clock());
      const first = new Date(thisWeek.getTime() - (weeks - 1) * WEEK_MS);
      const rows: WeekRow[] = Array.from({ length: weeks }, (_, index) => ({
        weekStart: new Date(first.getTime() + index * WEEK_MS).toISOString().slice(0, 10),
        counts: Object.fromEntries(LEAD_SOURCES.map((source) => [source, 0])) as Record<LeadSource, number>,
        medianResponseMs: null,
      }));
      const responses: number[][] = rows.map(() => []);
      const indexOf = (at: string) => Math.floor((Date.parse(at) - first.getTime()) / WEEK_MS);
      for (const lead of await store.leadsSince(first)) {
        const index = indexOf(lead.createdAt);
        if (!rows[index]) continue;
        rows[index].counts[sourceOf(lead)] += 1;
        if (lead.firstResponseAt) responses[index]!.push(Date.parse(lead.firstResponseAt) - Date.parse(lead.createdAt));
      }
      for (const createdAt of await store.bookingsSince(first)) {
        const row = rows[indexOf(createdAt)];
        if (row) row.counts.booking += 1;
      }
      rows.forEach((row, index) => (row.medianResponseMs = median(responses[index]!)));
      return rows;
    },

    /**
     * One booking (with its emails), the other bookings of its day in the office's zone, and the
     * upcoming active bookings from now on (the agency's agenda, by day).
     */
    async booking(id: string) {
      const booking = await store.booking(id);
      if (!booking) return undefined;
      const day = localDate(booking.start);
      const around = await store.bookingsBetween(new Date(Date.parse(booking.start) - DAY_MS), new Date(Date.parse(booking.start) + DAY_MS));
      const now = clock();
      const upcoming = (await store.bookingsBetween(now, new Date(now.getTime() + UPCOMING_DAYS * DAY_MS))).filter((item) => item.status === "active");
      const alerts = (await deps.alerts?.forBooking(id)) ?? [];
      return { booking, sameDay: around.filter((item) => item.id !== id && localDate(item.start) === day), upcoming, alerts };
    },

    /**
     * What a view shows (the same filter as `view`), as CSV for a person to read (server/export/inbox-csv.ts):
     * leads and bookings in one file, told apart by the first column, times in the office's zone.
     */
    async exportCsv(filter: InboxFilter): Promise<string> {
      const [items, people] = await Promise.all([store.exportList(storeFilter(filter)), store.members()]);
      return inboxCsv(items, { timeZone: officeSchedule.timeZone, now: clock(), people });
    },

    /**
     * People whose name or address holds `search` (everyone when blank), grouped by address, the most
     * recently heard from first: at most PEOPLE_LIST_MAX people, from the newest PEOPLE_SCAN_ROWS leads and
     * bookings (spam left out; the exact-address look-up and a record's page still find spam).
     */
    async people(search?: string): Promise<PersonSummary[]> {
      const term = search ? normalizeText(search).slice(0, 200) || undefined : undefined;
      const { leads, bookings } = await store.peopleRows(term, PEOPLE_SCAN_ROWS);
      const people = new Map<string, PersonSummary & { leadRows: typeof leads }>();
      const personOf = (row: { id: string; email: string; name: string; createdAt: string }) => {
        const key = personKeyOf(row.email);
        let person = people.get(key);
        if (!person) people.set(key, (person = { id: row.id, email: row.email, name: row.name, lastAt: row.createdAt, leads: 0, bookings: 0, stage: null, dealValue: null, leadRows: [] }));
        if (row.createdAt > person.lastAt) Object.assign(person, { id: row.id, name: row.name, lastAt: row.createdAt });
        return person;
      };
      for (const lead of leads) {
        const person = personOf(lead);
        person.leads += 1;
        person.leadRows.push(lead);
      }
      for (const booking of bookings) personOf(booking).bookings += 1;
      return [...people.values()]
        .map(({ leadRows, ...person }) => {
          const current = currentLeadOf(leadRows);
          return { ...person, stage: current?.stage ?? null, dealValue: current?.dealValue ?? null };
        })
        .sort((a, b) => b.lastAt.localeCompare(a.lastAt))
        .slice(0, PEOPLE_LIST_MAX);
    },

    /** The address (in its one normalised form) a person page's id names (one of their leads or bookings), or undefined. */
    async personEmailOf(recordId: string): Promise<string | undefined> {
      const email = await store.emailOfRecord(recordId);
      return email === undefined ? undefined : personKeyOf(email);
    },

    /** A person's leads as the workspace shows them (spam too), oldest first: the booking page's "their leads". */
    async personLeads(email: string): Promise<InboxLead[]> {
      return (await store.personData(normalizeText(email))).leads.map(toInboxLead);
    },

    personData: (email: string) => store.personData(normalizeText(email)),
    erasePerson: (email: string, actor: string) => store.erasePerson(normalizeText(email), actor, clock()),
    erasures: () => store.erasures(),
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
