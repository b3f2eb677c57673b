/**
 * The spam rules, by name, and how a submission's fired rules are stored (`spam_reason`) and shown.
 * Each rule is a small pure function in its own file; the server supplies the facts a pure rule
 * cannot know (earlier submissions, the disposable-domain list). A flagged submission is stored and
 * answered like a clean one; it is never mailed, and the workspace can release it.
 */
import { isDuplicate, type EarlierSubmission } from "./duplicate";
import { isDisposableEmail, isInvalidEmailDomain, type DomainList } from "./email-domain";
import { isLinkStuffed, isMostlyLinksOrRepeats } from "./links";
import { isOverEmailLimit, type EmailLimit } from "./rate";

export const SPAM_RULES = ["honeypot", "duplicate", "link_stuffed", "mostly_links_or_repeats", "disposable_email", "invalid_email_domain", "rate_email"] as const;
export type SpamRule = (typeof SPAM_RULES)[number];

/** What the workspace shows for each rule. */
export const SPAM_RULE_LABELS: Record<SpamRule, string> = {
  honeypot: "Filled the hidden field only bots see",
  duplicate: "Same email and message again within 24 hours",
  link_stuffed: "More links than a real enquiry has",
  mostly_links_or_repeats: "Text mostly links or repeated characters",
  disposable_email: "Disposable email address",
  invalid_email_domain: "Email domain that cannot receive mail",
  rate_email: "Too many submissions from this email today",
};

export const isSpamRule = (value: string): value is SpamRule => (SPAM_RULES as readonly string[]).includes(value);

/** The stored form: rule names, comma-separated, in SPAM_RULES order; null when none fired. */
export function formatSpamReason(rules: readonly SpamRule[]): string | null {
  const fired = SPAM_RULES.filter((rule) => rules.includes(rule));
  return fired.length ? fired.join(",") : null;
}

/** The rules a stored `spam_reason` names (unknown names, from an older version, are kept as they are). */
export function parseSpamReason(value: string | null | undefined): string[] {
  return value ? value.split(",").map((name) => name.trim()).filter(Boolean) : [];
}

export const spamRuleLabel = (name: string) => (isSpamRule(name) ? SPAM_RULE_LABELS[name] : name);

/** A stored `spam_reason` in the workspace's words, for plain text ("Filled the hidden field only bots see; …"). */
export const spamReasonText = (value: string | null | undefined) => parseSpamReason(value).map(spamRuleLabel).join("; ");

/** What is judged of a submission: its email and its free text (a lead's message, a booking's topic). */
export interface SpamCandidate {
  email: string;
  text: string;
}

/** What only the server knows. */
export interface SpamFacts {
  /** Earlier submissions with this email in the last 24 hours (leads only: a booking has no message). */
  recent: readonly EarlierSubmission[] | null;
  /** Submissions with this email within the email limit's window (leads and bookings). */
  earlierByEmail: number;
  emailLimit: EmailLimit | null;
  disposableDomains: DomainList;
  now: Date;
}

/** Every rule but the honeypot (checked before validation, on the raw input), in SPAM_RULES order. */
export function spamRules(candidate: SpamCandidate, facts: SpamFacts): SpamRule[] {
  const fired: SpamRule[] = [];
  if (facts.recent && isDuplicate({ email: candidate.email, message: candidate.text }, facts.recent, facts.now)) fired.push("duplicate");
  if (isLinkStuffed(candidate.text)) fired.push("link_stuffed");
  if (isMostlyLinksOrRepeats(candidate.text)) fired.push("mostly_links_or_repeats");
  if (isDisposableEmail(candidate.email, facts.disposableDomains)) fired.push("disposable_email");
  if (isInvalidEmailDomain(candidate.email)) fired.push("invalid_email_domain");
  if (isOverEmailLimit(facts.earlierByEmail, facts.emailLimit)) fired.push("rate_email");
  return fired;
}
