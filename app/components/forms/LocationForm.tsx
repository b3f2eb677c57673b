import { Icon } from "~/components/ui/Icon";
import type { Town } from "@content/types";
import { LIMITS, maxUnits } from "@domain/lead/fields";
import { Field, LeadFormShell, SubmitButton } from "./FormParts";
import { formMessagesOf } from "./messages";
import { useLeadForm, type VisibleField } from "./useLeadForm";

const FIELDS = ["name", "email", "phone", "message"] as const satisfies readonly VisibleField[];
const FORM_ID = "location-form";
const id = (field: VisibleField) => `location-${field}`;
const MESSAGES = formMessagesOf("location");

/** The location page's contact card form; it submits like the full form, tagged with the town. */
export function LocationForm({ town }: { town: Town }) {
  const { formRef, ...lead } = useLeadForm({ kind: "location", formId: FORM_ID, inputId: id, fields: FIELDS, messages: MESSAGES });
  const { errors, defaultValues } = lead;
  return (
    <LeadFormShell
      lead={lead}
      formRef={formRef}
      kind="location"
      formId={FORM_ID}
      honeypotId="location-company-website"
      messages={MESSAGES}
      testId="location-form"
      label={`Contact us about a website in ${town.name}`}
      className="relative grid gap-4"
    >
      <input type="hidden" name="location" value={town.slug} />
      <Field id={id("name")} name="name" label="Name" required autoComplete="name" maxLength={maxUnits(LIMITS.name)} error={errors.name} defaultValue={defaultValues.name} />
      <Field id={id("email")} name="email" label="Email" type="email" required autoComplete="email" maxLength={LIMITS.email} error={errors.email} defaultValue={defaultValues.email} />
      <Field id={id("phone")} name="phone" label="Phone" type="tel" autoComplete="tel" maxLength={LIMITS.phone} error={errors.phone} defaultValue={defaultValues.phone} />
      <Field id={id("message")} name="message" label="Message" required multiline maxLength={maxUnits(LIMITS.message)} error={errors.message} defaultValue={defaultValues.message} />
      <SubmitButton busy={lead.busy} className="w-full">
        <Icon name="send" className="size-4" />
        Send Message
      </SubmitButton>
    </LeadFormShell>
  );
}
