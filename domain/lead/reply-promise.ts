/**
 * Which reply promise a lead was given, by the kind of form it came from: the one definition the
 * page beside the form, its success message, the receipt, the reply clock and the overdue alarm all
 * read. The location form submits like the full form (DESIGN.md), and so does the API (its kind
 * defaults to `full`): both make the full form's promise, 24 business hours.
 */
import { replyPromises } from "@content/site";
import type { LeadKind } from "./fields";

export type PromiseForm = keyof typeof replyPromises;

export interface ReplyPromise {
  form: PromiseForm;
  hours: number;
  /** Counted in office hours (domain/lead/reply-clock.ts), not around the clock. */
  officeHoursOnly: boolean;
  /** "within 24 business hours". */
  within: string;
  /** What the form's success message and the receipt say (SPEC §8): "We'll respond to your inquiry within 24 business hours." */
  sentence: string;
}

export const promiseFormOf = (kind: LeadKind): PromiseForm => (kind === "quick" ? "quick" : "full");

const SENTENCES: Record<PromiseForm, (within: string) => string> = {
  quick: (within) => `We'll be in touch ${within}.`,
  full: (within) => `We'll respond to your inquiry ${within}.`,
};

export function replyPromiseOf(kind: LeadKind): ReplyPromise {
  const form = promiseFormOf(kind);
  const promise = replyPromises[form];
  return { form, hours: promise.hours, officeHoursOnly: promise.officeHoursOnly, within: promise.within, sentence: SENTENCES[form](promise.within) };
}
