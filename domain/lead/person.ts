/**
 * A person is one email address (in its one normalised form, `normalizeEmail`): their leads and
 * bookings belong together, and a booking counts toward its person's lead. Pure: the People page, the
 * booking page and the sources page read the same rules here. Decision 040.
 */
import { normalizeEmail } from "../text";
import type { LeadStage } from "./stage";

/** The key that makes a lead and a booking one person's. */
export const personKeyOf = (email: string) => normalizeEmail(email);

/** A lead or a booking, as far as a person's deals are concerned. */
export interface PersonContact {
  type: "lead" | "booking";
  id: string;
  email: string;
  /** ISO time it arrived. */
  createdAt: string;
  /** Leads only. */
  stage?: LeadStage;
  /** Leads only: whole dollars. */
  dealValue?: number | null;
}

const earliestFirst = (a: PersonContact, b: PersonContact) =>
  a.createdAt.localeCompare(b.createdAt) || (a.type === b.type ? a.id.localeCompare(b.id) : a.type === "lead" ? -1 : 1);

/** The person's stage: their newest lead's (a booking has none), or null for someone who only booked. */
export function currentLeadOf<Lead extends Pick<PersonContact, "createdAt" | "id">>(leads: readonly Lead[]): Lead | null {
  return [...leads].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))[0] ?? null;
}

export interface DealCredit {
  /** Won deals credited to this contact. */
  won: number;
  /** Their deal values, whole dollars. */
  revenue: number;
}

/**
 * Which contact each won deal is credited to, so a person is never counted twice: every won lead of a
 * person (counted once, with its deal value) is credited to that person's first contact among
 * `contacts`, lead or booking. A booking made before the form was sent thus earns its person's win for
 * the booking's source; a person who sent two forms and booked once still makes one win per won lead.
 * Contacts without a credit are absent from the map. The sum over the map is the number of won leads
 * and their total value among `contacts`: totals agree with the inbox.
 */
export function creditDeals(contacts: readonly PersonContact[]): Map<string, DealCredit> {
  const people = new Map<string, PersonContact[]>();
  for (const contact of contacts) {
    const key = personKeyOf(contact.email);
    people.set(key, [...(people.get(key) ?? []), contact]);
  }
  const credits = new Map<string, DealCredit>();
  for (const own of people.values()) {
    const won = own.filter((contact) => contact.type === "lead" && contact.stage === "won");
    if (won.length === 0) continue;
    const first = [...own].sort(earliestFirst)[0]!;
    credits.set(first.id, { won: won.length, revenue: won.reduce((sum, lead) => sum + (lead.dealValue ?? 0), 0) });
  }
  return credits;
}
