/**
 * The route action behind the three lead forms (re-exported as `action` by the home, contact and
 * location routes). It hands the submission to the same contact service as `POST /api/contact`
 * and answers with data the form renders: a toast with JavaScript, an inline message without.
 */
import { data, type ActionFunctionArgs } from "react-router";
import { HONEYPOT_FIELD, formKindOf, type ContactActionResult, type ContactFormValues } from "./contact-schema";

const SUBMITTED_FIELDS = ["kind", "name", "email", "phone", "subject", "message", "location", HONEYPOT_FIELD] as const;
const ECHOED_FIELDS = ["name", "email", "phone", "subject", "message"] as const;

/** `/contact.data` (a fetcher's request) and `/contact` (a plain form post) are both the page `/contact`. */
function pagePath(request: Request): string {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  return path === "/_root" ? "/" : path;
}

export async function contactAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const raw: Record<string, string> = {};
  for (const field of SUBMITTED_FIELDS) {
    const value = formData.get(field);
    if (typeof value === "string") raw[field] = value;
  }
  const form = formKindOf(raw.kind);
  const values: ContactFormValues = {};
  for (const field of ECHOED_FIELDS) if (raw[field] !== undefined) values[field] = raw[field];

  try {
    const result = await context.contact.submit(raw, { clientAddress: context.clientAddress, page: pagePath(request), rules: "form" });
    if (result.ok) return data<ContactActionResult>({ form, ok: true }, { status: 202 });
    if (result.error === "rate_limited") {
      return data<ContactActionResult>(
        { form, ok: false, error: "rate_limited", values },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    }
    return data<ContactActionResult>({ form, ok: false, error: "validation", fields: result.fields, values }, { status: 422 });
  } catch (error) {
    console.error(`Contact form could not store a lead: ${error instanceof Error ? error.message : String(error)}`);
    return data<ContactActionResult>({ form, ok: false, error: "unavailable", values }, { status: 503 });
  }
}
