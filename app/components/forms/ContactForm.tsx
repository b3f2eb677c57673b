import { Icon } from "~/components/ui/Icon";
import { LIMITS, maxUnits } from "@domain/lead/fields";
import { Field, LeadFormShell, SubmitButton } from "./FormParts";
import { FULL_FORM_MESSAGES } from "./messages";
import { useLeadForm, type VisibleField } from "./useLeadForm";

const FIELDS = ["name", "email", "phone", "subject", "message"] as const satisfies readonly VisibleField[];

/** The full contact form (home contact section and /contact). `idPrefix` keeps ids unique on a page. */
export function ContactForm({ idPrefix = "contact" }: { idPrefix?: string }) {
  const formId = `${idPrefix}-form`;
  const id = (field: VisibleField) => `${idPrefix}-${field}`;
  const { formRef, ...lead } = useLeadForm({ kind: "full", formId, inputId: id, fields: FIELDS, messages: FULL_FORM_MESSAGES });
  const { errors, defaultValues } = lead;
  return (
    <LeadFormShell
      lead={lead}
      formRef={formRef}
      kind="full"
      formId={formId}
      honeypotId={`${idPrefix}-company-website`}
      messages={FULL_FORM_MESSAGES}
      testId="contact-form"
      label="Contact form"
      className="relative grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id("name")} name="name" label="Name" required autoComplete="name" maxLength={maxUnits(LIMITS.name)} error={errors.name} defaultValue={defaultValues.name} />
        <Field id={id("email")} name="email" label="Email" type="email" required autoComplete="email" maxLength={LIMITS.email} error={errors.email} defaultValue={defaultValues.email} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id("phone")} name="phone" label="Phone" type="tel" autoComplete="tel" maxLength={LIMITS.phone} error={errors.phone} defaultValue={defaultValues.phone} />
        <Field id={id("subject")} name="subject" label="Subject" required maxLength={maxUnits(LIMITS.subject)} error={errors.subject} defaultValue={defaultValues.subject} />
      </div>
      <Field id={id("message")} name="message" label="Message" required multiline maxLength={maxUnits(LIMITS.message)} error={errors.message} defaultValue={defaultValues.message} />
      <div>
        <SubmitButton busy={lead.busy} className="w-full sm:w-auto">
          <Icon name="send" className="size-4" />
          Send Message
        </SubmitButton>
      </div>
    </LeadFormShell>
  );
}
