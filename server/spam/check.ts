/**
 * The spam rules with the facts only the server has: earlier submissions by the same email (the
 * `duplicate` rule and the per-email rate tier) and the disposable-domain list. Contact and booking
 * both ask here, so a lead and a booking are judged alike.
 */
import { DUPLICATE_WINDOW_MS } from "@domain/spam/duplicate";
import type { EmailLimit } from "@domain/spam/rate";
import { spamRules, type SpamRule } from "@domain/spam/rules";
import type { DomainList } from "@domain/spam/email-domain";
import type { LeadStore } from "../contact/lead-store";
import type { BookingStore } from "../booking/store";
import { disposableDomains } from "./disposable-domains";

export interface SpamCheckDeps {
  leads: LeadStore;
  bookings: BookingStore;
  /** The per-email tier (`CONTACT_EMAIL_LIMIT`); null = off. */
  emailLimit: EmailLimit | null;
  disposable?: DomainList;
}

export interface SpamCheck {
  /** The rules a validated lead fires (empty = clean). */
  lead(lead: { email: string; message: string }, now: Date): Promise<SpamRule[]>;
  /** The rules a validated booking fires (empty = clean); its free text is the topic. */
  booking(booking: { email: string; topic?: string }, now: Date): Promise<SpamRule[]>;
}

export function createSpamCheck(deps: SpamCheckDeps): SpamCheck {
  const disposable = deps.disposable ?? disposableDomains;
  const windowMs = Math.max(DUPLICATE_WINDOW_MS, deps.emailLimit?.windowMs ?? 0);

  /** Leads with this email in the longer of the two windows, and how many submissions fall in the limit's. */
  async function history(email: string, now: Date) {
    const recent = await deps.leads.recentByEmail(email, new Date(now.getTime() - windowMs));
    if (!deps.emailLimit) return { recent, earlierByEmail: 0 };
    const since = now.getTime() - deps.emailLimit.windowMs;
    const bookings = await deps.bookings.countByEmailSince(email, new Date(since));
    return { recent, earlierByEmail: bookings + recent.filter((lead) => Date.parse(lead.createdAt) > since).length };
  }

  return {
    async lead(lead, now) {
      const { recent, earlierByEmail } = await history(lead.email, now);
      return spamRules({ email: lead.email, text: lead.message }, { recent, earlierByEmail, emailLimit: deps.emailLimit, disposableDomains: disposable, now });
    },
    async booking(booking, now) {
      const { earlierByEmail } = await history(booking.email, now);
      return spamRules({ email: booking.email, text: booking.topic ?? "" }, { recent: null, earlierByEmail, emailLimit: deps.emailLimit, disposableDomains: disposable, now });
    },
  };
}
