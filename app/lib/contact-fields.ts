/**
 * What a lead consists of, without the rules that validate it (./contact-schema, which brings zod):
 * the forms render and post with these, and load the validation only once a visitor starts on one.
 */
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
