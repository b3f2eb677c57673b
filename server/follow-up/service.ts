/**
 * Working a lead or a booking from the workspace (decision 043): its follow-up date and note, its
 * owner, the default owner of new leads, and the follow-ups due on a day. Part of the inbox service.
 */
import { localDate } from "@domain/booking/schedule";
import { agendaDueAt } from "@domain/booking/reminders";
import { followUpInputOf, inFollowUpOrder } from "@domain/follow-up";
import type { InboxItem, InboxStore, WorkItem } from "../inbox/store";

export type FollowUpResult = "saved" | "cleared" | "not_found" | "date" | "note_too_long" | "note_invalid";
export type AssignResult = "assigned" | "unassigned" | "not_found" | "unknown_person";

const isWorkItemType = (value: unknown): value is WorkItem["type"] => value === "lead" || value === "booking";

export function followUpActions(store: InboxStore, clock: () => Date) {
  /** A person's id from a form (empty = nobody); undefined when it names nobody in the workspace. */
  async function personOf(value: unknown): Promise<{ id: string | null; email: string | null } | undefined> {
    if (value === "" || value === undefined || value === null) return { id: null, email: null };
    if (typeof value !== "string") return undefined;
    const email = (await store.members()).get(value);
    return email === undefined ? undefined : { id: value, email };
  }

  return {
    /** Today's date in the office's zone. */
    today: () => localDate(clock()),

    /** Every person of the workspace: address by `users.id`. */
    members: () => store.members(),

    /** Sets (a date), or clears (no date), the follow-up of a lead or booking. */
    async setFollowUp(type: unknown, id: string, date: unknown, note: unknown, actor: string): Promise<FollowUpResult> {
      if (!isWorkItemType(type)) return "not_found";
      const input = followUpInputOf(date, note);
      if (!input.ok) return input.error;
      const now = clock();
      // The morning agenda of that day lists it, when that morning is still ahead.
      const armOn = input.on !== null && agendaDueAt(input.on) > now ? input.on : null;
      const done = await store.setFollowUp({ type, id }, input.on, input.note, actor, now, armOn);
      if (!done) return "not_found";
      return input.on === null ? "cleared" : "saved";
    },

    /** Gives a lead or booking to a person of the workspace (`""` = nobody). */
    async assign(type: unknown, id: string, userId: unknown, actor: string): Promise<AssignResult> {
      if (!isWorkItemType(type)) return "not_found";
      const person = await personOf(userId);
      if (!person) return "unknown_person";
      const done = await store.assign({ type, id }, person.id, person.email, actor, clock());
      if (!done) return "not_found";
      return person.id === null ? "unassigned" : "assigned";
    },

    defaultAssignee: () => store.defaultAssignee(),

    /** The owners' choice of who new leads go to (`""` = nobody). False when it names nobody in the workspace. */
    async setDefaultAssignee(userId: unknown, actor: string): Promise<boolean> {
      const person = await personOf(userId);
      if (!person) return false;
      await store.setDefaultAssignee(person.id, actor, clock());
      return true;
    },

    /** Leads and bookings with a follow-up due by office date `date` (that day and overdue), in the view's order. */
    async followUpsDueBy(date: string): Promise<InboxItem[]> {
      return inFollowUpOrder(await store.followUpsDueBy(date), date);
    },
  };
}

export type FollowUpActions = ReturnType<typeof followUpActions>;
