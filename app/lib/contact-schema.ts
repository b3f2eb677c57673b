/**
 * The one definition of a valid lead, shared by the three forms (instant feedback in the browser)
 * and the server (the contact service re-validates every submission; the browser is never trusted).
 */
// zod/mini: the same validation as classic zod at a fraction of the browser bundle (a form loads it when first used).
import { z } from "zod/mini";
import { towns } from "@content/towns";
import {
  HONEYPOT_FIELD,
  LEAD_KINDS,
  LIMITS,
  maxUnits,
  QUICK_MESSAGE,
  QUICK_NAME,
  type ContactField,
  type FieldErrors,
  type LeadKind,
} from "./contact-fields";

// The fields, limits and result types live in ./contact-fields (no zod), so the forms can show and
// post without loading this module; they load it when a visitor starts on a form.
export * from "./contact-fields";

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

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** Length as a person sees it: an emoji is one character, and so is क्षि (four code points). */
export function visibleLength(value: string): number {
  let count = 0;
  for (const segment of graphemes.segment(value)) if (segment) count++;
  return count;
}

// Line breaks or other control characters in a one-line field are how mail headers get injected.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// A message may span lines and use tabs; nothing else invisible.
// eslint-disable-next-line no-control-regex
const MESSAGE_CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Lone surrogates (a broken client, or `"\ud800"` in JSON) and U+FFFD, which decoders put in place of
// invalid UTF-8 (a form post's `%FF`): never what a person typed, never stored.
const MALFORMED = /[\uD800-\uDFFF\uFFFD]/u;
// Bidi embeddings, overrides and isolates, zero-width characters, BOM and tag characters: invisible,
// they make a name or subject (which becomes the email's Subject) read differently from what it is.
const INVISIBLE = /[\u202A-\u202E\u2066-\u2069\u200B-\u200D\uFEFF\u{E0000}-\u{E007F}]/gu;
const PHONE = /^[0-9 +().-]*$/;
const EMAIL_LIST_SEPARATORS = /[,;]/;
// One address, ASCII, a dotted domain: what every mail server accepts as a Reply-To.
const EMAIL = z.regexes.email;

/** Turns absent or null into "", so "missing" and "left empty" are one case. */
const blankIfMissing = (value: unknown) => (value === undefined || value === null ? "" : value);

/** Any input → a string: absent or null becomes "", anything else must already be text. */
const textInput = (typeError: string) => z.pipe(z.pipe(z.unknown(), z.transform(blankIfMissing)), z.string({ error: typeError }));

export interface TextFieldOptions {
  required: boolean;
  multiline?: boolean;
  /** Drop invisible and direction-changing characters (one-line fields that reach an email header). */
  stripInvisible?: boolean;
}

export function textField(label: string, max: number, options: TextFieldOptions) {
  return z
    .pipe(
      textInput(`${label} must be text`),
      z.transform((value: string) => {
        const lines = options.multiline ? value.replace(/\r\n?/g, "\n") : value;
        return (options.stripInvisible ? lines.replace(INVISIBLE, "") : lines).trim();
      }),
    )
    .check(
      z.superRefine((value, ctx) => {
        if (value === "") {
          if (options.required) ctx.addIssue({ code: "custom", message: `${label} is required` });
          return;
        }
        if (visibleLength(value) > max || value.length > maxUnits(max)) {
          ctx.addIssue({ code: "custom", message: `${label} must be ${max} characters or fewer` });
        } else if (MALFORMED.test(value)) {
          ctx.addIssue({ code: "custom", message: `${label} contains characters we cannot accept` });
        } else if ((options.multiline ? MESSAGE_CONTROL_CHARS : CONTROL_CHARS).test(value)) {
          ctx.addIssue({
            code: "custom",
            message: options.multiline ? `${label} contains characters we cannot accept` : `${label} must be a single line`,
          });
        }
      }),
    );
}

/** RFC 5321: at most 64 characters before the @, at most 63 in each part of the domain. */
function emailPartsFit(value: string): boolean {
  const at = value.lastIndexOf("@");
  return at <= 64 && value.slice(at + 1).split(".").every((label) => label.length <= 63);
}

export const emailField = z
  .pipe(
    textInput("Email must be text"),
    z.transform((value: string) => value.trim()),
  )
  .check(
    z.superRefine((value, ctx) => {
      let message: string | undefined;
      if (value === "") message = "Email is required";
      else if (value.length > LIMITS.email) message = `Email must be ${LIMITS.email} characters or fewer`;
      else if (EMAIL_LIST_SEPARATORS.test(value) || (value.match(/@/g)?.length ?? 0) > 1) message = "Please enter a single email address";
      else if (!EMAIL.test(value) || !emailPartsFit(value)) message = "Please enter a valid email address";
      if (message) ctx.addIssue({ code: "custom", message });
    }),
  );

export const phoneField = textField("Phone", LIMITS.phone, { required: false }).check(
  z.superRefine((value, ctx) => {
    if (value && value.length <= LIMITS.phone && !PHONE.test(value)) {
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
    name: textField("Name", LIMITS.name, { required: !quick, stripInvisible: true }),
    email: emailField,
    phone: phoneField,
    subject: textField("Subject", LIMITS.subject, { required: kind === "full" && rules === "form", stripInvisible: true }),
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

/**
 * True when a request's `Content-Type` names no charset or UTF-8: the only encoding the site's pages
 * and JSON use, so anything else is refused (415) rather than misread.
 */
export function isUtf8Request(contentType: string | null | undefined): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? "")?.[1]?.toLowerCase();
  return charset === undefined || charset === "utf-8" || charset === "utf8";
}

/** True when the honeypot carries anything a person could not have typed into a hidden field. */
export function isHoneypotFilled(raw: Record<string, unknown>): boolean {
  const value = raw[HONEYPOT_FIELD];
  if (typeof value === "string") return value.trim() !== "";
  // A hidden text input only ever holds a string; any other JSON value is a bot's (and may not even
  // convert to one: `{"toString":null}`).
  return value !== undefined && value !== null;
}

/** The field rules other forms share (consultation booking), so every form treats text the same way. */
export const sharedFieldRules = { textField, emailField, phoneField };
