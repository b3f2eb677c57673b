import { Form } from "react-router";
import { ActionNotice } from "../ActionNotice";
import { fieldInput } from "../field-classes";
import { REPLY_LIMITS } from "@domain/reply/fields";
import { REPLY_WORDS } from "@domain/reply/labels";
import { maxUnits } from "@domain/text";

interface EditorResult {
  ok: boolean;
  message: string;
  values?: { title: string; subject: string; body: string };
}

/**
 * One saved reply's fields (name, subject, message), for adding one (`id="new"`) or changing one. Its
 * result shows above it; a successful add starts empty again (the form is keyed on `version`), a failed
 * one keeps what was typed.
 */
export function SavedReplyEditor({
  id,
  intent,
  submit,
  busy,
  initial,
  result,
  version,
}: {
  id: string;
  intent: "create" | "update";
  submit: string;
  busy: boolean;
  initial?: { title: string; subject: string; body: string };
  result?: EditorResult;
  /** Changes when what the form should start from changes (one added, one saved): the form starts again from it. */
  version: string;
}) {
  const values = result && !result.ok ? result.values : undefined;
  const start = values ?? (intent === "create" ? undefined : initial);
  return (
    <>
      <ActionNotice result={result} />
      <Form method="post" className="mt-3 space-y-3" key={version}>
        <input type="hidden" name="intent" value={intent} />
        {intent === "update" && <input type="hidden" name="id" value={id} />}
        <div>
          <label htmlFor={`${id}-title`} className="block text-sm font-medium">
            Name
          </label>
          <input id={`${id}-title`} name="title" required maxLength={maxUnits(REPLY_LIMITS.title)} defaultValue={start?.title ?? ""} className={`${fieldInput} w-full`} />
        </div>
        <div>
          <label htmlFor={`${id}-subject`} className="block text-sm font-medium">
            {REPLY_WORDS.subject}
          </label>
          <input id={`${id}-subject`} name="subject" required maxLength={maxUnits(REPLY_LIMITS.subject)} defaultValue={start?.subject ?? ""} className={`${fieldInput} w-full`} />
        </div>
        <div>
          <label htmlFor={`${id}-body`} className="block text-sm font-medium">
            {REPLY_WORDS.body}
          </label>
          <textarea id={`${id}-body`} name="body" rows={6} required maxLength={maxUnits(REPLY_LIMITS.body)} defaultValue={start?.body ?? ""} className="mt-1 block w-full rounded-lg border border-muted/70 bg-bg px-3 py-2 text-fg" />
        </div>
        <button type="submit" disabled={busy} className="btn btn-primary min-h-11 px-4 py-2">
          {submit}
        </button>
      </Form>
    </>
  );
}
