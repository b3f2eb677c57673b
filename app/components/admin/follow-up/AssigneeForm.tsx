import { Form } from "react-router";
import { fieldInput } from "~/components/admin/field-classes";
import { NOBODY, OWNER_LABEL } from "@domain/follow-up";
import type { WorkView } from "./work-view";

/** Who owns a lead or booking: a person of the workspace, or nobody. Posts `intent=assign` to the page's action. */
export function AssigneeForm({ work, people, busy }: { work: WorkView; people: { id: string; email: string }[]; busy: boolean }) {
  return (
    <section aria-labelledby="owner-heading" className="card p-5" data-testid="owner">
      <h2 id="owner-heading" className="font-semibold">
        {OWNER_LABEL}
      </h2>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-2" key={work.assignedTo}>
        <input type="hidden" name="intent" value="assign" />
        <div className="min-w-0 grow">
          <label htmlFor="assigned_to" className="block text-sm font-medium">
            Assigned to
          </label>
          <select id="assigned_to" name="assigned_to" defaultValue={work.assignedTo} className={`${fieldInput} w-full`}>
            <option value="">{NOBODY}</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.email}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={busy} className="btn btn-primary min-h-11 px-4 py-2">
          Save owner
        </button>
      </Form>
    </section>
  );
}

/** The owners' choice (account page): who new leads go to. Posts `intent=default-assignee`. */
export function DefaultAssigneeForm({ current, people, busy }: { current: string; people: { id: string; email: string }[]; busy: boolean }) {
  return (
    <section aria-labelledby="default-owner-heading" className="mt-10">
      <h2 id="default-owner-heading" className="text-lg font-semibold">
        New leads
      </h2>
      <p className="mt-1 text-sm text-muted">Each new lead is assigned to this person, who is copied on its overdue alarm. Bookings start with nobody.</p>
      <Form method="post" className="mt-3 flex max-w-xl flex-wrap items-end gap-2" key={current}>
        <input type="hidden" name="intent" value="default-assignee" />
        <div className="min-w-0 grow">
          <label htmlFor="default_assignee" className="block text-sm font-medium">
            New leads go to
          </label>
          <select id="default_assignee" name="default_assignee" defaultValue={current} className={`${fieldInput} w-full`}>
            <option value="">{NOBODY}</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.email}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={busy} className="btn btn-secondary min-h-11 px-4 py-2">
          Save
        </button>
      </Form>
    </section>
  );
}
