/** A lead's or booking's follow-up and owner as the workspace shows them (decision 043): ready words, no time-zone work in the browser. */
import { followUpState, followUpWhen, NOBODY } from "@domain/follow-up";

export interface WorkFieldsOf {
  assignedTo: string | null;
  followUpOn: string | null;
  followUpNote: string | null;
}

export interface WorkView {
  /** "YYYY-MM-DD" or "" (the date field's value). */
  followUpOn: string;
  followUpNote: string;
  /** "Due today", "Overdue since Monday, November 23", "Tuesday, December 1"; null without a follow-up. */
  followUpWhen: string | null;
  /** Due today or overdue. */
  due: boolean;
  overdue: boolean;
  /** The owner's `users.id`, or "" for nobody. */
  assignedTo: string;
  /** The owner's address, or "Nobody" (a person since removed reads as nobody). */
  owner: string;
  /** Whether the owner is the signed-in person. */
  mine: boolean;
}

export function workViewOf(item: WorkFieldsOf, people: ReadonlyMap<string, string>, today: string, userId: string): WorkView {
  const ownerEmail = item.assignedTo === null ? undefined : people.get(item.assignedTo);
  const state = item.followUpOn === null ? null : followUpState(item.followUpOn, today);
  return {
    followUpOn: item.followUpOn ?? "",
    followUpNote: item.followUpNote ?? "",
    followUpWhen: item.followUpOn === null ? null : followUpWhen(item.followUpOn, today),
    due: state === "today" || state === "overdue",
    overdue: state === "overdue",
    assignedTo: ownerEmail === undefined ? "" : item.assignedTo!,
    owner: ownerEmail ?? NOBODY,
    mine: ownerEmail !== undefined && item.assignedTo === userId,
  };
}

/** The owner choices: every person of the workspace by address. */
export const peopleChoices = (people: ReadonlyMap<string, string>) => [...people].map(([id, email]) => ({ id, email }));
