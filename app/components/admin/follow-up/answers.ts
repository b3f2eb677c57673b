/** What the follow-up and owner actions answer, in words (shown by `<ActionNotice>`), with their status codes. */
import { data } from "react-router";
import { FOLLOW_UP_NOTE_MAX } from "@domain/follow-up";
import type { AssignResult, FollowUpResult } from "../../../../server/follow-up/service";

const FOLLOW_UP_ANSWERS: Record<FollowUpResult, [number, string]> = {
  saved: [200, "Follow-up saved."],
  cleared: [200, "Follow-up cleared."],
  not_found: [404, "This item no longer exists."],
  date: [422, "Choose a date to follow up on (or clear the follow-up)."],
  note_too_long: [422, `A follow-up note can be at most ${FOLLOW_UP_NOTE_MAX} characters.`],
  note_invalid: [422, "The follow-up note holds characters that cannot be saved."],
};

const ASSIGN_ANSWERS: Record<AssignResult, [number, string]> = {
  assigned: [200, "Owner saved."],
  unassigned: [200, "Owner saved: nobody."],
  not_found: [404, "This item no longer exists."],
  unknown_person: [422, "Choose a person of the workspace, or Nobody."],
};

const answer = ([status, message]: [number, string]) => data({ ok: status === 200, message }, { status });

export const followUpAnswer = (result: FollowUpResult) => answer(FOLLOW_UP_ANSWERS[result]);
export const assignAnswer = (result: AssignResult) => answer(ASSIGN_ANSWERS[result]);
export const defaultAssigneeAnswer = (saved: boolean) => answer(saved ? [200, "New leads' owner saved."] : ASSIGN_ANSWERS.unknown_person);
