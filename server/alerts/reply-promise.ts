/**
 * The reply promise in the words the visitor was shown when the form said it was sent (SPEC §8): the
 * quick form's "We'll be in touch within 24 hours.", the full form's "We'll respond to your inquiry
 * within 24 business hours."; the location form submits like the full form and shows its toast (DESIGN.md),
 * and so does the API (its kind defaults to `full`).
 */
import { terms } from "../../content/site";
import type { LeadKind } from "@domain/lead/fields";

export function replyPromiseSentence(kind: LeadKind): string {
  return kind === "quick" ? `We'll be in touch ${terms.replyPromise}.` : `We'll respond to your inquiry ${terms.replyPromiseFull}.`;
}

/** The promise the overdue alarm counts (domain/lead/reply-clock.ts): 24 business hours for the full form, else 24 hours. */
export const replyClockWords = (kind: LeadKind) => (kind === "full" ? terms.replyPromiseFull : terms.replyPromise);
