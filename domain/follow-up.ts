/**
 * Working a lead or a booking: the day to follow it up (an office date, "YYYY-MM-DD") with a short note,
 * and who owns it. The rules (what a valid date and note are, when one is due, the order the
 * Follow-ups view and the agenda list them in) and the words, one definition for the workspace and the mail.
 */
import { LINE_CONTROLS, MALFORMED, maxUnits, normalizeText, visibleLength } from "./text";

/** The field's label on the lead and booking pages (DESIGN.md, "working a lead"). */
export const FOLLOW_UP_LABEL = "Follow up on";
/** The longest follow-up note, in characters (a reminder to oneself, not a note: notes go in the history). */
export const FOLLOW_UP_NOTE_MAX = 200;
/** The assignee select's "no one" choice, and how an unassigned item's owner reads. */
export const NOBODY = "Nobody";
/** The column of the workspace CSV and the word before an item's owner in the workspace and the agenda. */
export const OWNER_LABEL = "Owner";

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `value` when it is a real calendar date written "YYYY-MM-DD" (what `<input type="date">` sends), else undefined. */
export function followUpDateOf(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const match = DATE.exec(value.trim());
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 2000 || year > 2999 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return value.trim();
}

export type FollowUpInput = { ok: true; on: string | null; note: string | null } | { ok: false; error: "date" | "note_too_long" | "note_invalid" };

/**
 * A follow-up as the form sends it: an empty date clears it (and its note); a note is normalised like
 * every text the workspace stores, one line, capped; a note without a date is refused with the date.
 */
export function followUpInputOf(date: unknown, note: unknown): FollowUpInput {
  const rawDate = typeof date === "string" ? date.trim() : "";
  const text = typeof note === "string" ? normalizeText(note) : "";
  if (rawDate === "") return text ? { ok: false, error: "date" } : { ok: true, on: null, note: null };
  const on = followUpDateOf(rawDate);
  if (!on) return { ok: false, error: "date" };
  if (text.length > maxUnits(FOLLOW_UP_NOTE_MAX) || visibleLength(text) > FOLLOW_UP_NOTE_MAX) return { ok: false, error: "note_too_long" };
  if (LINE_CONTROLS.test(text) || MALFORMED.test(text)) return { ok: false, error: "note_invalid" };
  return { ok: true, on, note: text || null };
}

export type FollowUpState = "overdue" | "today" | "upcoming";

/** Where a follow-up on `on` stands on office date `today`. */
export function followUpState(on: string, today: string): FollowUpState {
  return on < today ? "overdue" : on === today ? "today" : "upcoming";
}

/** Whether a follow-up on `on` is due on office date `today` (today or overdue). */
export const isFollowUpDue = (on: string, today: string) => on <= today;

/**
 * The Follow-ups view's order: what is due (today and overdue, the longest overdue first), then what
 * is upcoming (soonest first); the same day keeps the order it came in.
 */
export function inFollowUpOrder<T extends { followUpOn: string | null }>(items: readonly T[], today: string): (T & { followUpOn: string })[] {
  const dated = items.filter((item): item is T & { followUpOn: string } => item.followUpOn !== null);
  const due = dated.filter((item) => isFollowUpDue(item.followUpOn, today));
  const upcoming = dated.filter((item) => !isFollowUpDue(item.followUpOn, today));
  const byDate = (a: { followUpOn: string }, b: { followUpOn: string }) => a.followUpOn.localeCompare(b.followUpOn);
  return [...due.sort(byDate), ...upcoming.sort(byDate)];
}

const dayFormat = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

/** An office date in words ("Monday, November 23"), read at noon UTC: the same calendar day in every zone. */
export const officeDayLabel = (date: string) => plain(dayFormat.format(new Date(`${date}T12:00:00Z`)));

/** A follow-up date in words, relative to office date `today`: "Overdue since Monday, November 23", "Due today", "Tuesday, December 1". */
export function followUpWhen(on: string, today: string): string {
  const state = followUpState(on, today);
  if (state === "overdue") return `Overdue since ${officeDayLabel(on)}`;
  if (state === "today") return "Due today";
  return officeDayLabel(on);
}

/** The history's words for follow-up and owner changes (lead_events `follow_up` and `assign`). */
export const followUpEventDetail = (on: string | null, note: string | null) =>
  on === null ? "Cleared" : `${officeDayLabel(on)}${note ? `: ${note}` : ""}`;
export const assignEventDetail = (email: string | null) => email ?? NOBODY;
