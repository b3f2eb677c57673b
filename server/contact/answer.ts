/**
 * A lead submission's outcome as an HTTP answer: the one mapping from the contact service's result
 * to a status, shared by `POST /api/contact` and the three forms' route action (each shapes its own
 * body around it).
 */
import type { FieldErrors } from "@domain/lead/fields";
import type { ContactService, SubmitContext } from "./service";
import { answerOf, type Unavailable } from "../http/answer";

export type LeadAnswer =
  | { status: 202; ok: true; id: string }
  | { status: 422; ok: false; error: "validation"; fields: FieldErrors }
  | { status: 429; ok: false; error: "rate_limited"; retryAfterSeconds: number }
  | Unavailable;

/** Submits a lead; a database failure is logged and answered 503 (the visitor's input is kept). */
export function submitLead(service: ContactService, raw: Record<string, unknown>, context: SubmitContext, source: string): Promise<LeadAnswer> {
  return answerOf(
    () => service.submit(raw, context),
    (result): LeadAnswer => {
      if (result.ok) return { status: 202, ok: true, id: result.id };
      if (result.error === "rate_limited") return { status: 429, ...result };
      return { status: 422, ...result };
    },
    `${source} could not store a lead`,
  );
}
