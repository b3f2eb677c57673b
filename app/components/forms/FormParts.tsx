import type { ReactNode } from "react";
import type { FormProps } from "react-router";
import { Icon } from "~/components/ui/Icon";
import { Notice } from "~/components/ui/Notice";
import { HONEYPOT_FIELD } from "@domain/lead/fields";
import { SENDING_LABEL, type FormMessages } from "./messages";
import type { LeadKind } from "@domain/lead/fields";
import type { useLeadForm } from "./useLeadForm";
import { VisitSourceFields } from "./VisitSourceFields";

const controlClass =
  "mt-1.5 block w-full rounded-xl border border-muted/70 bg-bg px-4 py-2.5 text-base text-fg placeholder:text-muted " +
  "transition-colors hover:border-muted focus-visible:border-accent aria-[invalid=true]:border-danger";

interface FieldProps {
  id: string;
  name: string;
  label: string;
  error?: string;
  required?: boolean;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  defaultValue?: string;
  maxLength?: number;
  multiline?: boolean;
  /** Hides the label visually (it stays for screen readers) where a heading already names the field. */
  srOnlyLabel?: boolean;
  placeholder?: string;
  className?: string;
}

/** A labelled input whose error sits right under it and is part of its accessible description. */
export function Field({ id, name, label, error, required, type = "text", multiline, srOnlyLabel, className, ...rest }: FieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    ...rest,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={srOnlyLabel ? "sr-only" : "block text-sm font-medium text-fg"}>
        {label}
        {!required && <span className="font-normal text-muted"> (optional)</span>}
      </label>
      {multiline ? <textarea rows={5} className={`${controlClass} min-h-32 resize-y`} {...common} /> : <input type={type} className={`${controlClass} min-h-11`} {...common} />}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger">
          <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

/**
 * The honeypot: off-screen, hidden from assistive technology, out of the tab order and ignored by
 * autofill, so only a bot that fills every input puts anything in it.
 */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute top-auto -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Company website (leave this empty)</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

export function SubmitButton({ busy, children, className = "" }: { busy: boolean; children: ReactNode; className?: string }) {
  return (
    <button type="submit" disabled={busy} className={`btn btn-primary ${className}`}>
      {busy ? (
        <>
          <Icon name="loader-circle" className="size-4 motion-safe:animate-spin" />
          {SENDING_LABEL}
        </>
      ) : (
        children
      )}
    </button>
  );
}

const asSentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

/**
 * The outcome of a post made without JavaScript, rendered by the server in place of a toast. A post
 * that failed validation says what to fix (the fields' own errors, as they read under each field);
 * only a failure to send says "there was a problem sending".
 */
export function PageResult({ ok, messages, id, fieldErrors = [] }: { ok: boolean; messages: FormMessages; id: string; fieldErrors?: string[] }) {
  return ok ? (
    <Notice tone="success" id={id} title={messages.successTitle}>
      {messages.successDescription}
    </Notice>
  ) : (
    <Notice tone="danger" id={id} title={messages.failureTitle}>
      {fieldErrors.length === 0 ? messages.failureDescription : fieldErrors.length === 1 ? fieldErrors[0] : fieldErrors.map(asSentence).join(" ")}
    </Notice>
  );
}

type LeadForm = ReturnType<typeof useLeadForm>;

interface LeadFormShellProps {
  lead: Omit<LeadForm, "formRef">;
  formRef: LeadForm["formRef"];
  kind: LeadKind;
  formId: string;
  honeypotId: string;
  messages: FormMessages;
  testId: string;
  label: string;
  className: string;
  children: ReactNode;
}

/**
 * The form posts to the page's own route, which the browser has from the start: asking for it on render would
 * be a request for nothing (decision 059). `fetcher.Form` hands every prop to `<Form>`, which reads `discover`,
 * though its type leaves the prop out.
 */
const postsToItsOwnRoute = { discover: "none" } as const satisfies Pick<FormProps, "discover">;

/**
 * What every lead form shares: the fetcher form posting to the page's action (no browser validation
 * bubbles, no revalidation after a submit), its kind, the honeypot and the no-JavaScript result.
 */
export function LeadFormShell({ lead, formRef, kind, formId, honeypotId, messages, testId, label, className, children }: LeadFormShellProps) {
  return (
    <lead.fetcher.Form
      {...postsToItsOwnRoute}
      id={formId}
      ref={formRef}
      method="post"
      action={lead.action}
      noValidate
      onSubmit={lead.onSubmit}
      onPointerEnter={lead.prepare}
      onFocus={lead.prepare}
      defaultShouldRevalidate={false}
      data-testid={testId}
      aria-label={label}
      // A plain post lands on `#<form id>`: clear of the 72 px fixed header, with room to breathe.
      className={`scroll-mt-24 ${className}`}
    >
      <input type="hidden" name="kind" value={kind} />
      <Honeypot id={honeypotId} />
      <VisitSourceFields />
      {lead.pageResult && (
        <PageResult
          id={`${formId}-result`}
          ok={lead.pageResult.ok}
          messages={messages}
          // What the field says is what went wrong, as the quick form's toast does (SPEC §5: "Email is required").
          fieldErrors={lead.pageFieldErrors}
        />
      )}
      {children}
    </lead.fetcher.Form>
  );
}
