import { Icon } from "~/components/ui/Icon";
import { LIMITS, QUICK_MESSAGE, QUICK_NAME } from "@domain/lead/fields";
import { LeadFormShell, SubmitButton } from "./FormParts";
import { QUICK_FORM_MESSAGES } from "./messages";
import { useLeadForm } from "./useLeadForm";
import { HOME_FORM_IDS } from "~/lib/lead-form-sent";

const FORM_ID = HOME_FORM_IDS.quick;
const EMAIL_ID = "quick-email";

/** The home page's email-only consultation request (SPEC §2 call-to-action, §3 payload, §5 rules). */
export function QuickConsultForm() {
  const { formRef, ...lead } = useLeadForm({
    kind: "quick",
    formId: FORM_ID,
    inputId: () => EMAIL_ID,
    fields: ["email"],
    messages: QUICK_FORM_MESSAGES,
  });
  const error = lead.errors.email;
  return (
    <LeadFormShell
      lead={lead}
      formRef={formRef}
      kind="quick"
      formId={FORM_ID}
      honeypotId="quick-company-website"
      messages={QUICK_FORM_MESSAGES}
      testId="quick-form"
      label="Request a free consultation"
      className="@container relative grid gap-3"
    >
      <input type="hidden" name="name" value={QUICK_NAME} />
      <input type="hidden" name="message" value={QUICK_MESSAGE} />
      <label htmlFor={EMAIL_ID} className="text-sm font-medium text-fg">
        Your email address
      </label>
      {/* Side by side only where the field still gets ~20 characters; else the button goes under it. */}
      <div className="flex flex-col gap-3 @xl:flex-row">
        <input
          id={EMAIL_ID}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={LIMITS.email}
          placeholder="you@business.com"
          defaultValue={lead.defaultValues.email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${EMAIL_ID}-error` : undefined}
          className="block min-h-11 w-full flex-1 rounded-xl border border-muted/70 bg-bg px-4 py-2.5 text-base text-fg placeholder:text-muted transition-colors hover:border-muted focus-visible:border-accent aria-[invalid=true]:border-danger"
        />
        <SubmitButton busy={lead.busy} className="shrink-0">
          Get Free Consultation
          <Icon name="arrow-right" className="size-4" />
        </SubmitButton>
      </div>
      {error && (
        <p id={`${EMAIL_ID}-error`} className="flex items-start gap-1.5 text-sm font-medium text-danger">
          <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </LeadFormShell>
  );
}
