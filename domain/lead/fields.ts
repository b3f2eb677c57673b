/**
 * What a lead consists of, without the rules that validate it (./validation, which brings zod):
 * the forms render and post with these, and load the validation only once a visitor starts on one.
 */
import { maxUnits } from "../text";
import { EMAIL_MAX } from "../email";

export { UNITS_PER_CHARACTER, maxUnits } from "../text";

export const LEAD_KINDS = ["quick", "full", "location"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Field limits in characters as a person sees them (grapheme clusters: "नमस्ते", an emoji flag). */
const FIELD_LIMITS = {
  name: 100,
  email: EMAIL_MAX,
  phone: 40,
  subject: 200,
  message: 5000,
  location: 100,
} as const;

const ALL_FIELDS_UNITS = maxUnits(Object.values(FIELD_LIMITS).reduce((sum, limit) => sum + limit, 0));

export const LIMITS = {
  ...FIELD_LIMITS,
  /** DESIGN.md's contract: a body over 16 KiB answers 413, unless it is a valid lead that needs more (below). */
  contractBodyBytes: 16 * 1024,
  /**
   * Whole request body of `POST /api/contact`: every field full, each code unit written as the
   * longest JSON form it can take (`\uXXXX`, what e.g. Python's json.dumps sends by default), plus
   * 1 KiB of keys and punctuation. About 134 KiB. Only a body of nothing but a lead's own fields, all
   * valid, may go past `contractBodyBytes` (5,000 characters of most scripts need it); see README.
   */
  bodyBytes: ALL_FIELDS_UNITS * 6 + 1024,
  /** Whole form post to a page: every field full, each code unit up to 3 UTF-8 bytes, each byte `%XX`. */
  formBodyBytes: ALL_FIELDS_UNITS * 9 + 1024,
} as const;

/** SPEC §3: the quick form sends a fixed name label and a fixed message. */
export const QUICK_NAME = "Quick Consultation Request";
export const QUICK_MESSAGE = "This is a quick consultation request from the homepage.";

/** Hidden field that people never see and bots tend to fill. */
export const HONEYPOT_FIELD = "company_website";

export const CONTACT_FIELDS = ["kind", "name", "email", "phone", "subject", "message", "location"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type FieldErrors = Partial<Record<ContactField, string>>;

/** What a form's route action answers; `form` tells the quick and full forms on the home page apart. */
export type ContactFormValues = Partial<Record<"name" | "email" | "phone" | "subject" | "message", string>>;
export type ContactActionResult =
  | { form: LeadKind; ok: true }
  | {
      form: LeadKind;
      ok: false;
      /** `bad_request`: a body no form of ours sends (wrong content type, broken multipart). */
      error: "validation" | "rate_limited" | "unavailable" | "bad_request";
      fields?: FieldErrors;
      /** The visitor's input, so a page rendered without JavaScript can put it back. */
      values: ContactFormValues;
    };

/** The form's kind from a submitted `kind` value; anything unknown is treated as the full form. */
export const formKindOf = (value: unknown): LeadKind =>
  typeof value === "string" && (LEAD_KINDS as readonly string[]).includes(value) ? (value as LeadKind) : "full";
