import { Form } from "react-router";
import { IntentButton } from "~/components/admin/IntentButton";
import { fieldInput } from "~/components/admin/field-classes";
import { FOLLOW_UP_LABEL, FOLLOW_UP_NOTE_MAX } from "@domain/follow-up";
import type { WorkView } from "./work-view";

/**
 * The follow-up of a lead or booking: the office date to follow it up on and a short note; saving an
 * empty date (or "Clear follow-up") clears it. Posts `intent=follow-up` to the page's action.
 */
export function FollowUpForm({ work, busy }: { work: WorkView; busy: boolean }) {
  return (
    <section aria-labelledby="follow-up-heading" className="card p-5" data-testid="follow-up">
      <h2 id="follow-up-heading" className="font-semibold">
        Follow-up
      </h2>
      {work.followUpWhen ? (
        <p className={`mt-2 text-sm ${work.overdue ? "font-semibold text-danger" : ""}`} data-testid="follow-up-when">
          {work.followUpWhen}
          {work.followUpNote && <span className="font-normal text-fg">: {work.followUpNote}</span>}
        </p>
      ) : (
        <p className="mt-2 text-sm text-muted">None set.</p>
      )}
      <Form method="post" className="mt-3 grid gap-3" key={`${work.followUpOn}|${work.followUpNote}`}>
        <input type="hidden" name="intent" value="follow-up" />
        <div>
          <label htmlFor="follow_up_on" className="block text-sm font-medium">
            {FOLLOW_UP_LABEL}
          </label>
          <input id="follow_up_on" name="follow_up_on" type="date" defaultValue={work.followUpOn} min="2000-01-01" max="2999-12-31" className={`${fieldInput} w-full`} />
        </div>
        <div>
          <label htmlFor="follow_up_note" className="block text-sm font-medium">
            Follow-up note <span className="font-normal text-muted">(optional)</span>
          </label>
          <input id="follow_up_note" name="follow_up_note" type="text" defaultValue={work.followUpNote} maxLength={FOLLOW_UP_NOTE_MAX} className={`${fieldInput} w-full`} />
        </div>
        <div>
          <button type="submit" disabled={busy} className="btn btn-primary min-h-11 px-4 py-2">
            Save follow-up
          </button>
        </div>
      </Form>
      {work.followUpOn && (
        <IntentButton intent="follow-up" fields={{ follow_up_on: "" }} variant="secondary" disabled={busy} className="mt-2">
          Clear follow-up
        </IntentButton>
      )}
    </section>
  );
}
