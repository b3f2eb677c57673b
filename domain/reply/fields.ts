/**
 * A reply the agency writes to a visitor from the workspace, and the saved replies it starts from: the
 * limits, the rules a subject and a body must pass (one normalisation, domain/text.ts), the subject a
 * reply starts with, and the placeholders a saved reply may hold, filled for one visitor.
 */
import { z } from "zod/mini";
import { site } from "@content/site";
import { firstIssuePerField, textField } from "../field-rules";
import { normalizeText } from "../text";

/** In characters as a person sees them. The subject becomes a mail header: one line, capped. */
export const REPLY_LIMITS = {
  subject: 200,
  body: 10_000,
  /** A saved reply's name in the list and the select. */
  title: 80,
  /** How many saved replies the workspace keeps. */
  savedReplies: 100,
} as const;

const replySchema = z.object({
  subject: textField("Subject", REPLY_LIMITS.subject, { required: true }),
  body: textField("Message", REPLY_LIMITS.body, { required: true, multiline: true }),
});

const savedReplySchema = z.object({
  title: textField("Name", REPLY_LIMITS.title, { required: true }),
  subject: textField("Subject", REPLY_LIMITS.subject, { required: true }),
  body: textField("Message", REPLY_LIMITS.body, { required: true, multiline: true }),
});

export type ReplyInput = { subject: string; body: string };
export type SavedReplyInput = ReplyInput & { title: string };
export type ReplyFieldErrors = Partial<Record<"title" | "subject" | "body", string>>;

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: ReplyFieldErrors };

/** A reply as typed → normalised (one-line subject, `\n` line ends, trimmed) and within its limits, or why not. */
export function checkReply(raw: { subject: unknown; body: unknown }): Checked<ReplyInput> {
  const result = replySchema.safeParse(raw);
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: firstIssuePerField(result.error.issues) };
}

export function checkSavedReply(raw: { title: unknown; subject: unknown; body: unknown }): Checked<SavedReplyInput> {
  const result = savedReplySchema.safeParse(raw);
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: firstIssuePerField(result.error.issues) };
}

/** Clips to `visible`-ish characters without splitting a surrogate pair (a prefilled value stays valid). */
function clip(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max).replace(/[\uD800-\uDBFF]$/, "");
}

/** The subject a reply starts with: "Re: " and theirs, or a subject of our own when they gave none. */
export function replySubjectFor(theirs: string | null, kind: "lead" | "booking"): string {
  const subject = theirs ? normalizeText(theirs).replace(/[\r\n]+/g, " ") : "";
  if (subject) return clip(/^re:/i.test(subject) ? subject : `Re: ${subject}`, REPLY_LIMITS.subject);
  return kind === "booking" ? `Your consultation with ${site.name}` : `Your enquiry to ${site.name}`;
}

// ── placeholders ─────────────────────────────────────────────────────────────────────────────

export const PLACEHOLDERS = ["first_name", "name", "booking_link", "agency"] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Record<Placeholder, string>;

/** What a placeholder stands for, for the people who write saved replies. */
export const PLACEHOLDER_HINTS: Record<Placeholder, string> = {
  first_name: "the visitor's first name",
  name: "the visitor's full name",
  booking_link: "the address of the booking page",
  agency: "the agency's name",
};

/** Said in place of a name when the visitor gave none (the quick form asks only for an email): "Hello there,". */
export const NO_NAME = "there";

/** The first word of a name ("Sam" of "Sam Ortiz"), or null for none. */
export function firstNameOf(name: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}

/** The values for one visitor (`name` null when they gave none), the links on `siteUrl`. */
export function placeholderValues(visitor: { name: string | null }, siteUrl: string): PlaceholderValues {
  return {
    first_name: firstNameOf(visitor.name) ?? NO_NAME,
    name: visitor.name?.trim() || NO_NAME,
    booking_link: `${siteUrl.replace(/\/+$/, "")}/book`,
    agency: site.name,
  };
}

/** `{first_name}` and the others replaced by their values; anything else in braces left as typed. */
export function fillPlaceholders(template: string, values: PlaceholderValues): string {
  return template.replace(/\{([a-z_]+)\}/g, (match, key: string) => ((PLACEHOLDERS as readonly string[]).includes(key) ? values[key as Placeholder] : match));
}
