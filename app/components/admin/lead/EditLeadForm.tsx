import { Form } from "react-router";
import { COMPANY_MAX, EDITABLE_LEAD_FIELD_LABELS, type EditableLeadField } from "@domain/lead/edit";
import { LIMITS } from "@domain/lead/fields";
import { fieldInput } from "../field-classes";

/** The form intent the lead page's action answers with `inbox.editLead`. */
export const EDIT_LEAD_INTENT = "edit";

const FIELDS: { name: EditableLeadField; type: "text" | "tel"; max: number; autoComplete: string; required: boolean }[] = [
  { name: "name", type: "text", max: LIMITS.name, autoComplete: "off", required: true },
  { name: "phone", type: "tel", max: LIMITS.phone, autoComplete: "off", required: false },
  { name: "company", type: "text", max: COMPANY_MAX, autoComplete: "off", required: false },
];

/**
 * Correcting a typo in a lead's name, phone or company: a plain form inside a disclosure (so it works
 * without JavaScript and takes no room until wanted). The action checks it with the visitor form's field
 * rules and records each change in the history ("Name: Sam Ortz → Sam Ortiz").
 */
export function EditLeadForm({ lead, busy }: { lead: { name: string; phone: string | null; company: string | null }; busy: boolean }) {
  return (
    <details className="group mt-5 rounded-lg border border-border" data-testid="edit-lead">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-3 text-sm font-medium hover:bg-surface-2 [&::-webkit-details-marker]:hidden">
        Edit name, phone or company
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0 transition-transform group-open:rotate-180" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
          <path d="m3.5 6 4.5 4.5L12.5 6" />
        </svg>
      </summary>
      {/* Keyed by the stored values, so the fields show what was saved once the page reloads its data. */}
      <Form method="post" className="grid gap-3 border-t border-border p-3 sm:grid-cols-3 sm:items-end" key={`${lead.name}|${lead.phone}|${lead.company}`}>
        <input type="hidden" name="intent" value={EDIT_LEAD_INTENT} />
        {FIELDS.map((field) => (
          <div key={field.name}>
            <label htmlFor={`edit-${field.name}`} className="block text-sm font-medium">
              {EDITABLE_LEAD_FIELD_LABELS[field.name]}
              {!field.required && <span className="font-normal text-muted"> (optional)</span>}
            </label>
            <input
              id={`edit-${field.name}`}
              name={field.name}
              type={field.type}
              required={field.required}
              maxLength={field.max}
              autoComplete={field.autoComplete}
              defaultValue={lead[field.name] ?? ""}
              className={`${fieldInput} w-full`}
            />
          </div>
        ))}
        <button type="submit" disabled={busy} className="btn btn-secondary min-h-11 px-4 py-2 sm:col-span-3 sm:justify-self-start">
          Save details
        </button>
      </Form>
    </details>
  );
}
