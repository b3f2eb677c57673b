/**
 * The route action behind the three lead forms (re-exported as `action` by the home, contact and
 * location routes). It hands the submission to the same contact service as `POST /api/contact`
 * and answers with data the form renders: a toast with JavaScript, an inline message without.
 */
import { data, redirect, type ActionFunctionArgs, type HeadersFunction } from "react-router";
import { HONEYPOT_FIELD, formKindOf, type ContactActionResult, type ContactFormValues } from "@domain/lead/fields";
import { readUtf8Form } from "../../server/http/form-body";
import { clientAddressOf, contactOf } from "../../server/http/request-context";
import { pagePathOf } from "../../server/http/page-routes";
import { answerHeaders } from "../../server/http/answer";
import { submitLead } from "../../server/contact/answer";
import { requestTimePaths } from "~/pages";
import { sentLocation } from "./lead-form-sent";
import { visitSourceFieldsOf } from "../../server/attribution/source-columns";

const SUBMITTED_FIELDS = ["kind", "name", "email", "phone", "subject", "message", "location", HONEYPOT_FIELD] as const;
const ECHOED_FIELDS = ["name", "email", "phone", "subject", "message"] as const;

/** What the route fixes instead of the client: the location page's form is always for its own town. */
export interface FixedLeadFields {
  kind?: "location";
  location?: string;
}

export async function contactAction({ request, context }: ActionFunctionArgs, fixed: FixedLeadFields = {}) {
  // A post no browser's form sends: the form's own answer with that status (the server logs the rejection).
  const formData = await readUtf8Form(request);
  if (!(formData instanceof FormData)) {
    return data<ContactActionResult>({ form: fixed.kind ?? "full", ok: false, error: "bad_request", values: {} }, { status: formData.status });
  }
  const raw: Record<string, string> = {};
  for (const field of SUBMITTED_FIELDS) {
    const value = formData.get(field);
    if (typeof value === "string") raw[field] = value;
  }
  Object.assign(raw, fixed);
  const form = formKindOf(raw.kind);
  const values: ContactFormValues = {};
  for (const field of ECHOED_FIELDS) if (raw[field] !== undefined) values[field] = raw[field];

  // React Router's `url` argument reads `/contact/` for a post to `/contact`: the lead records the page's own path.
  const page = pagePathOf(new URL(request.url).pathname);
  const answer = await submitLead(contactOf(context), raw, { clientAddress: clientAddressOf(context), page, rules: "form", source: visitSourceFieldsOf(formData) }, "Contact form");
  // A document post (no JavaScript; a fetcher posts to `<page>.data`) that succeeded on a page rendered
  // per request: post/redirect/get to the page's own URL, which shows the message (see lead-form-sent.ts).
  // Fetchers keep the 202/422/429/503 answers with data; so do failures, which render the input again.
  const documentPost = !new URL(request.url).pathname.endsWith(".data");
  if (answer.ok && documentPost && requestTimePaths.includes(page) && form !== "location") {
    return redirect(sentLocation(page, form), 303);
  }
  const result: ContactActionResult = answer.ok
    ? { form, ok: true }
    : { form, ok: false, error: answer.error, ...(answer.error === "validation" ? { fields: answer.fields } : {}), values };
  return data<ContactActionResult>(result, { status: answer.status, headers: answerHeaders(answer) });
}

/**
 * React Router sends an action's headers (the 429's `Retry-After`) only through the route's
 * `headers` export; the form routes re-export this.
 */
export const contactHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  [...actionHeaders.keys()].length > 0 ? actionHeaders : loaderHeaders;
