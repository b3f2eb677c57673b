import { useEffect, useRef, useState, type FormEvent } from "react";
import { useActionData, useFetcher, useLoaderData } from "react-router";
import { usePageFormAction } from "~/lib/page-path";
import { SENT_PARAM } from "~/lib/lead-form-sent";
import { toast } from "~/lib/toast";
import { HONEYPOT_FIELD, type ContactActionResult, type ContactField, type FieldErrors, type LeadKind } from "@domain/lead/fields";
import type { FormMessages } from "./messages";

type Failure = Extract<ContactActionResult, { ok: false }>;

/** The fields a form shows, in order: the first invalid one gets focus. */
export type VisibleField = Extract<ContactField, "name" | "email" | "phone" | "subject" | "message">;

export interface LeadFormOptions {
  kind: LeadKind;
  /** id of the <form>; also the fragment a plain (no-JavaScript) post returns to. */
  formId: string;
  /** Maps a field to its input's id, for focusing the first invalid one. */
  inputId: (field: VisibleField) => string;
  fields: readonly VisibleField[];
  messages: FormMessages;
}

function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string" && name !== HONEYPOT_FIELD) values[name] = value;
  return values;
}

type ParseContact = typeof import("@domain/lead/validation").parseContact;

/**
 * The validation rules (zod) load when a visitor first points at or focuses a form, not with the
 * page; one copy serves every form. `parseContactLoaded` is set once they are there.
 */
let parseContactLoaded: ParseContact | undefined;
let parseContactLoading: Promise<ParseContact> | undefined;
export function loadValidation(): Promise<ParseContact> {
  parseContactLoading ??= import("@domain/lead/validation").then((schema) => (parseContactLoaded = schema.parseContact));
  return parseContactLoading;
}

/**
 * One submit path for all three forms. With JavaScript: validate in the browser with the shared
 * schema, post through a fetcher (so several forms on a page stay independent), then toast and
 * clear, or toast and keep the input. Without: the page's action result is rendered inline.
 */
export function useLeadForm({ kind, formId, inputId, fields, messages }: LeadFormOptions) {
  const fetcher = useFetcher<ContactActionResult>();
  const actionData = useActionData<ContactActionResult | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const handled = useRef<ContactActionResult | undefined>(undefined);
  const busy = fetcher.state !== "idle";
  const pageAction = usePageFormAction();

  // After a plain post that redirected here (`?sent=<kind>`, pages rendered per request), the loader says which form was sent.
  const sentHere = (useLoaderData() as { sent?: unknown } | undefined)?.sent === kind;
  // The result of a plain form post to this page, if it was this form's (the home page has two).
  const plainResult: ContactActionResult | undefined = actionData?.form === kind ? actionData : sentHere ? { form: kind, ok: true } : undefined;
  const pageResult = plainResult && !fetcher.data && !busy ? plainResult : undefined;
  const pageFailure = pageResult && !pageResult.ok ? (pageResult as Failure) : undefined;

  // This form's latest answer replaces its previous one, and keeps clear of its submit button.
  const toastSource = () => ({ key: `lead-form:${formId}`, anchor: formRef.current?.querySelector('[type="submit"]') });

  const focusFirstInvalid = (fieldErrors: FieldErrors) => {
    const first = fields.find((field) => fieldErrors[field]);
    if (first) document.getElementById(inputId(first))?.focus();
  };

  const fail = (fieldErrors: FieldErrors, fromServer: boolean) => {
    setErrors(fieldErrors);
    focusFirstInvalid(fieldErrors);
    const firstMessage = fields.map((field) => fieldErrors[field]).find(Boolean);
    // The quick form has one field, so its message is the whole story (SPEC §5: "Email is required").
    if (fromServer || kind === "quick") {
      toast({
        title: messages.failureTitle,
        description: kind === "quick" && firstMessage ? firstMessage : messages.failureDescription,
        variant: "destructive",
        ...toastSource(),
      });
    }
  };

  useEffect(() => {
    if (!sentHere) return;
    // Shown once: with JavaScript the flag leaves the address bar, so a reload shows the plain page.
    const url = new URL(window.location.href);
    url.searchParams.delete(SENT_PARAM);
    window.history.replaceState(window.history.state, "", url);
  }, [sentHere]);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      setErrors(null);
      // Clear what the visitor typed (not reset(): that would bring back values a no-JS post rendered).
      for (const element of Array.from(formRef.current?.elements ?? [])) {
        if ((element instanceof HTMLInputElement && element.type !== "hidden") || element instanceof HTMLTextAreaElement) element.value = "";
      }
      toast({ title: messages.successTitle, description: messages.successDescription, ...toastSource() });
    } else {
      fail(result.fields ?? {}, true);
    }
    // `fail` and `messages` are stable for a mounted form; the effect reacts to a finished submission.
  }, [fetcher.state, fetcher.data]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parseContact = parseContactLoaded;
    if (!parseContact) {
      // Submitted before the rules arrived (e.g. Enter straight after autofill): wait, then submit again.
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void loadValidation().then(() => form.requestSubmit(submitter));
      return;
    }
    const parsed = parseContact({ ...formValues(event.currentTarget), kind }, { rules: "form" });
    if (!parsed.ok) {
      const visible = Object.fromEntries(fields.filter((field) => parsed.fields[field]).map((field) => [field, parsed.fields[field]]));
      if (Object.keys(visible).length > 0) {
        event.preventDefault();
        fail(visible, false);
        return;
      }
    }
    setErrors(null);
  };

  const shownErrors: FieldErrors = errors ?? pageFailure?.fields ?? {};
  // A no-JavaScript post the server found invalid: the fields' own words, not "a problem sending" (nothing was sent).
  const pageFieldErrors = pageFailure?.error === "validation" ? fields.map((field) => pageFailure.fields?.[field]).filter((message): message is string => Boolean(message)) : [];
  return {
    fetcher,
    formRef,
    busy,
    errors: shownErrors,
    /** Posts to this page's action, and without JavaScript lands back on the form. */
    action: `${pageAction}#${formId}`,
    /** What a no-JavaScript post left: shown inline, and the input put back on failure. */
    pageResult,
    /** The field errors of that post, in the form's order (empty unless it failed validation). */
    pageFieldErrors,
    defaultValues: pageFailure?.values ?? {},
    onSubmit,
    /** Starts loading the validation rules (pointer or focus on the form). */
    prepare: () => void loadValidation(),
  };
}
