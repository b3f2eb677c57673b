/**
 * The one definition of a valid lead, shared by the three forms (instant feedback in the browser)
 * and the server (the contact service re-validates every submission; the browser is never trusted).
 */
import { z } from "zod/mini";
import { towns } from "@content/towns";
import { blankIfMissing, emailField, firstIssuePerField, optional, phoneField, textField } from "../field-rules";
import { LEAD_KINDS, LIMITS, QUICK_MESSAGE, QUICK_NAME, type FieldErrors, type LeadKind } from "./fields";

// The fields, limits and result types live in ./fields (no zod), so the forms can show and post
// without loading this module; they load it when a visitor starts on a form.
export * from "./fields";
export { visibleLength } from "../text";

/** A validated lead, trimmed and normalised; optional fields are absent rather than empty. */
export interface ContactInput {
  kind: LeadKind;
  name: string;
  email: string;
  phone?: string;
  subject?: string;
  message: string;
  location?: string;
}

export type ContactParseResult = { ok: true; lead: ContactInput } | { ok: false; fields: FieldErrors };

export interface ParseOptions {
  /**
   * The full contact form requires a subject (SPEC §5); the API contract lists it as optional.
   * Forms validate with `form` rules, `POST /api/contact` with `api` rules.
   */
  rules?: "api" | "form";
}

const townSlugs = new Set<string>(towns.map((town) => town.slug));
const locationField = textField("Location", LIMITS.location, { required: true }).check(
  z.superRefine((value, ctx) => {
    if (value && !townSlugs.has(value)) ctx.addIssue({ code: "custom", message: "Unknown location" });
  }),
);

function schemaFor(kind: LeadKind, rules: "api" | "form") {
  const quick = kind === "quick";
  return z.object({
    name: textField("Name", LIMITS.name, { required: !quick }),
    email: emailField,
    phone: phoneField(LIMITS.phone),
    subject: textField("Subject", LIMITS.subject, { required: kind === "full" && rules === "form" }),
    message: textField("Message", LIMITS.message, { required: !quick, multiline: true }),
    // Only location leads carry a town; anything sent with another kind is dropped.
    location: kind === "location" ? locationField : z.pipe(z.unknown(), z.transform(() => "")),
  });
}

/**
 * One schema per kind and rule set, built once: building a zod object costs more than parsing a
 * lead with it (it was a tenth of the server's time per lead under load).
 */
const schemas = new Map<string, ReturnType<typeof schemaFor>>();
function schemaOf(kind: LeadKind, rules: "api" | "form") {
  const key = `${kind}:${rules}`;
  let schema = schemas.get(key);
  if (!schema) schemas.set(key, (schema = schemaFor(kind, rules)));
  return schema;
}

const LEAD_FIELDS = ["name", "email", "phone", "subject", "message", "location"] as const;

/**
 * Validates a submission from a form or the API. `raw.kind` picks the rules: absent means a
 * full contact message. Returns the first problem of each field, worded for the person typing.
 */
export function parseContact(raw: Record<string, unknown>, options: ParseOptions = {}): ContactParseResult {
  const rules = options.rules ?? "api";
  const rawKind = blankIfMissing(raw.kind);
  const kind = rawKind === "" ? "full" : rawKind;
  if (typeof kind !== "string" || !(LEAD_KINDS as readonly string[]).includes(kind)) {
    return { ok: false, fields: { kind: `Kind must be one of ${LEAD_KINDS.join(", ")}` } };
  }
  const leadKind = kind as LeadKind;
  // Every field present ("" when missing): zod/mini objects treat an absent key as invalid input.
  const input = Object.fromEntries(LEAD_FIELDS.map((field) => [field, blankIfMissing(raw[field])]));
  const result = schemaOf(leadKind, rules).safeParse(input);
  if (!result.success) {
    return { ok: false, fields: firstIssuePerField<keyof FieldErrors>(result.error.issues) };
  }
  const value = result.data;
  return {
    ok: true,
    lead: {
      kind: leadKind,
      name: value.name || QUICK_NAME,
      email: value.email,
      phone: optional(value.phone),
      subject: optional(value.subject),
      message: value.message || QUICK_MESSAGE,
      location: optional(value.location),
    },
  };
}

// The honeypot rule lives with the other spam rules; the forms and the server import it from here too.
export { isHoneypotFilled } from "../spam/honeypot";
