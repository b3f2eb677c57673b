/**
 * Correcting a lead's details in the workspace (a typo in a name, a phone number, the company): the
 * same field rules as the visitor's form (domain/field-rules.ts), and one line of history per change.
 */
import { z } from "zod/mini";
import { firstIssuePerField, phoneField, textField } from "../field-rules";
import { LIMITS } from "./fields";

/** The longest company name kept (as long as a name). */
export const COMPANY_MAX = LIMITS.name;

export const EDITABLE_LEAD_FIELDS = ["name", "phone", "company"] as const;
export type EditableLeadField = (typeof EDITABLE_LEAD_FIELDS)[number];

/** The form's labels, and the words of the history line ("Name: Sam Ortz → Sam Ortiz"). */
export const EDITABLE_LEAD_FIELD_LABELS: Record<EditableLeadField, string> = { name: "Name", phone: "Phone", company: "Company" };

/** A value left empty, as the history line shows it. */
export const NO_VALUE = "(none)";

export type LeadDetails = Record<EditableLeadField, string | null>;

const schema = z.object({
  name: textField(EDITABLE_LEAD_FIELD_LABELS.name, LIMITS.name, { required: true }),
  phone: phoneField(LIMITS.phone),
  company: textField(EDITABLE_LEAD_FIELD_LABELS.company, COMPANY_MAX, { required: false }),
});

export type LeadEditResult = { ok: true; details: LeadDetails } | { ok: false; fields: Partial<Record<EditableLeadField, string>> };

/** The posted form, checked: an empty phone or company is none (null). */
export function parseLeadEdit(raw: Record<string, unknown>): LeadEditResult {
  const result = schema.safeParse(Object.fromEntries(EDITABLE_LEAD_FIELDS.map((field) => [field, raw[field] ?? ""])));
  if (!result.success) return { ok: false, fields: firstIssuePerField<EditableLeadField>(result.error.issues) };
  const { name, phone, company } = result.data;
  return { ok: true, details: { name, phone: phone || null, company: company || null } };
}

/** What changed, one line per field ("Phone: (none) → 586 555 0100"); empty when nothing did. */
export function leadEditLines(before: LeadDetails, after: LeadDetails): string[] {
  return EDITABLE_LEAD_FIELDS.filter((field) => (before[field] ?? null) !== (after[field] ?? null)).map(
    (field) => `${EDITABLE_LEAD_FIELD_LABELS[field]}: ${before[field] ?? NO_VALUE} → ${after[field] ?? NO_VALUE}`,
  );
}
