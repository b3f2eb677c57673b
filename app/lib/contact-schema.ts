/**
 * The one definition of a valid lead, shared by the three forms (instant feedback in the browser)
 * and the server (the contact service re-validates every submission; the browser is never trusted).
 */
// zod/mini: the same validation as classic zod at a fraction of the browser bundle (it ships with every form).
import { z } from "zod/mini";
import { towns } from "~/content/towns";

export const LEAD_KINDS = ["quick", "full", "location"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  subject: 200,
  message: 5000,
  location: 100,
  /** Whole request body of `POST /api/contact`. */
  bodyBytes: 16 * 1024,
} as const;

/** SPEC §3: the quick form sends a fixed name label and a fixed message. */
export const QUICK_NAME = "Quick Consultation Request";
export const QUICK_MESSAGE = "This is a quick consultation request from the homepage.";

/** Hidden field that people never see and bots tend to fill. */
export const HONEYPOT_FIELD = "company_website";

export const CONTACT_FIELDS = ["kind", "name", "email", "phone", "subject", "message", "location"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type FieldErrors = Partial<Record<ContactField, string>>;

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

/** Lengths count characters as people see them (code points), so an emoji is one, not two. */
const length = (value: string) => [...value].length;

// Line breaks or other control characters in a one-line field are how mail headers get injected.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// A message may span lines and use tabs; nothing else invisible.
// eslint-disable-next-line no-control-regex
const MESSAGE_CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const PHONE = /^[0-9 +().-]*$/;
const EMAIL_LIST_SEPARATORS = /[,;]/;
// One address, ASCII, a dotted domain: what every mail server accepts as a Reply-To.
const EMAIL = z.regexes.email;

/** Turns absent or null into "", so "missing" and "left empty" are one case. */
const blankIfMissing = (value: unknown) => (value === undefined || value === null ? "" : value);

/** Any input → a string: absent or null becomes "", anything else must already be text. */
const textInput = (typeError: string) => z.pipe(z.pipe(z.unknown(), z.transform(blankIfMissing)), z.string({ error: typeError }));

function textField(label: string, max: number, options: { required: boolean; multiline?: boolean }) {
  return z
    .pipe(
      textInput(`${label} must be text`),
      z.transform((value: string) => (options.multiline ? value.replace(/\r\n?/g, "\n") : value).trim()),
    )
    .check(
      z.superRefine((value, ctx) => {
        if (value === "") {
          if (options.required) ctx.addIssue({ code: "custom", message: `${label} is required` });
          return;
        }
        if (length(value) > max) {
          ctx.addIssue({ code: "custom", message: `${label} must be ${max} characters or fewer` });
        } else if ((options.multiline ? MESSAGE_CONTROL_CHARS : CONTROL_CHARS).test(value)) {
          ctx.addIssue({
            code: "custom",
            message: options.multiline ? `${label} contains characters we cannot accept` : `${label} must be a single line`,
          });
        }
      }),
    );
}

const emailField = z
  .pipe(
    textInput("Email must be text"),
    z.transform((value: string) => value.trim()),
  )
  .check(
    z.superRefine((value, ctx) => {
      let message: string | undefined;
      if (value === "") message = "Email is required";
      else if (length(value) > LIMITS.email) message = `Email must be ${LIMITS.email} characters or fewer`;
      else if (EMAIL_LIST_SEPARATORS.test(value) || (value.match(/@/g)?.length ?? 0) > 1) message = "Please enter a single email address";
      else if (!EMAIL.test(value)) message = "Please enter a valid email address";
      if (message) ctx.addIssue({ code: "custom", message });
    }),
  );

const phoneField = textField("Phone", LIMITS.phone, { required: false }).check(
  z.superRefine((value, ctx) => {
    if (value && length(value) <= LIMITS.phone && !PHONE.test(value)) {
      ctx.addIssue({ code: "custom", message: "Phone may contain only digits, spaces and + ( ) - ." });
    }
  }),
);

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
    phone: phoneField,
    subject: textField("Subject", LIMITS.subject, { required: kind === "full" && rules === "form" }),
    message: textField("Message", LIMITS.message, { required: !quick, multiline: true }),
    // Only location leads carry a town; anything sent with another kind is dropped.
    location: kind === "location" ? locationField : z.pipe(z.unknown(), z.transform(() => "")),
  });
}

const LEAD_FIELDS = ["name", "email", "phone", "subject", "message", "location"] as const;

const optional = (value: string) => (value === "" ? undefined : value);

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
  const result = schemaFor(leadKind, rules).safeParse(input);
  if (!result.success) {
    const fields: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as ContactField;
      fields[field] ??= issue.message;
    }
    return { ok: false, fields };
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

/** True when the honeypot carries anything a person could not have typed into a hidden field. */
export function isHoneypotFilled(raw: Record<string, unknown>): boolean {
  const value = raw[HONEYPOT_FIELD];
  return value !== undefined && value !== null && String(value).trim() !== "";
}

/** What a form's route action answers; `form` tells the quick and full forms on the home page apart. */
export type ContactFormValues = Partial<Record<"name" | "email" | "phone" | "subject" | "message", string>>;
export type ContactActionResult =
  | { form: LeadKind; ok: true }
  | {
      form: LeadKind;
      ok: false;
      error: "validation" | "rate_limited" | "unavailable";
      fields?: FieldErrors;
      /** The visitor's input, so a page rendered without JavaScript can put it back. */
      values: ContactFormValues;
    };

/** The form's kind from a submitted `kind` value; anything unknown is treated as the full form. */
export const formKindOf = (value: unknown): LeadKind =>
  typeof value === "string" && (LEAD_KINDS as readonly string[]).includes(value) ? (value as LeadKind) : "full";

/** The field rules other forms share (consultation booking), so every form treats text the same way. */
export const sharedFieldRules = { textField, emailField, phoneField };
