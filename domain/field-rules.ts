/**
 * The rules every form and API applies to a person's fields (leads, bookings), so a name, an email
 * or a phone number is read the same way wherever it is typed. Text is normalised first
 * (`normalizeText`), then checked.
 */
// zod/mini: the same validation as classic zod at a fraction of the browser bundle (a form loads it when first used).
import { z } from "zod/mini";
import { LINE_CONTROLS, MALFORMED, MESSAGE_CONTROLS, maxUnits, normalizeText, visibleLength } from "./text";
import { EMAIL_MAX } from "./email";

const PHONE = /^[0-9 +().-]*$/;
const EMAIL_LIST_SEPARATORS = /[,;]/;
// One address, ASCII, a dotted domain: what every mail server accepts as a Reply-To.
const EMAIL = z.regexes.email;

/** Turns absent or null into "", so "missing" and "left empty" are one case. */
export const blankIfMissing = (value: unknown) => (value === undefined || value === null ? "" : value);

/** Any input → a string: absent or null becomes "", anything else must already be text. */
const textInput = (typeError: string) => z.pipe(z.pipe(z.unknown(), z.transform(blankIfMissing)), z.string({ error: typeError }));

export interface TextFieldOptions {
  required: boolean;
  /** A message or topic: line breaks allowed. */
  multiline?: boolean;
}

export function textField(label: string, max: number, options: TextFieldOptions) {
  return z
    .pipe(
      textInput(`${label} must be text`),
      z.transform((value: string) => normalizeText(value, { multiline: options.multiline })),
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
        } else if ((options.multiline ? MESSAGE_CONTROLS : LINE_CONTROLS).test(value)) {
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
    z.transform((value: string) => normalizeText(value)),
  )
  .check(
    z.superRefine((value, ctx) => {
      let message: string | undefined;
      if (value === "") message = "Email is required";
      else if (value.length > EMAIL_MAX) message = `Email must be ${EMAIL_MAX} characters or fewer`;
      else if (EMAIL_LIST_SEPARATORS.test(value) || (value.match(/@/g)?.length ?? 0) > 1) message = "Please enter a single email address";
      else if (!EMAIL.test(value) || !emailPartsFit(value)) message = "Please enter a valid email address";
      if (message) ctx.addIssue({ code: "custom", message });
    }),
  );

export function phoneField(max: number) {
  return textField("Phone", max, { required: false }).check(
    z.superRefine((value, ctx) => {
      if (value && value.length <= max && !PHONE.test(value)) {
        ctx.addIssue({ code: "custom", message: "Phone may contain only digits, spaces and + ( ) - ." });
      }
    }),
  );
}

/** The first problem of each field, worded for the person typing. */
export function firstIssuePerField<Field extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Partial<Record<Field, string>> {
  const fields: Partial<Record<Field, string>> = {};
  for (const issue of issues) fields[issue.path[0] as Field] ??= issue.message;
  return fields;
}

export const optional = (value: string) => (value === "" ? undefined : value);
