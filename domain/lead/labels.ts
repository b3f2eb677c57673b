/**
 * The workspace's words for a lead: which form it came from and what happened to it. One definition
 * for the inbox, the lead page, the people page, the agency's email and the webhook's chat text.
 * Workspace words only: visitor pages never import this module (their bundles stay as small as they are).
 */
import type { LeadKind } from "./fields";

/** A lead's kind, named as SPEC §5 names its form. */
export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  quick: "Quick consultation form",
  full: "Full contact form",
  location: "Location page form",
};

/** The kind inside a sentence ("via the full contact form"). */
export const leadKindInSentence = (kind: LeadKind) => LEAD_KIND_LABELS[kind].toLowerCase();

/** The entries of a lead's history (`lead_events.kind`). */
export type LeadEventKind = "stage" | "note" | "not_spam" | "resend" | "reply" | "follow_up" | "assign" | "edit";

export const LEAD_EVENT_LABELS: Record<LeadEventKind, string> = {
  stage: "Status changed",
  note: "Note",
  not_spam: "Marked not spam (email queued)",
  resend: "Email sent again",
  reply: "Reply sent",
  follow_up: "Follow-up",
  assign: "Owner changed",
  edit: "Details edited",
};

/** A lead still `new` when its reply promise ran out: the inbox's banner and the lead page's notice. */
export const PAST_REPLY_PROMISE = "past the reply promise";
