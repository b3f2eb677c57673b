/**
 * The consultation hours in words, from the availability settings ("Monday to Friday, 10am to 12pm
 * and 1pm to 3pm Eastern Time"): the pages that offer times say what the workspace set, never a copy.
 */
import { site } from "@content/site";
import { WEEKDAYS, WEEKDAY_NAMES, minutesOfDay, type Availability, type TimeRange, type Weekday } from "./availability";

/** "09:00" → "9am", "13:30" → "1:30pm", "00:00" → "12am", "24:00" → "midnight". */
export function clockWords(hhmm: string): string {
  if (hhmm === "24:00") return "midnight";
  const minutes = minutesOfDay(hhmm);
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute === 0 ? "" : `:${String(minute).padStart(2, "0")}`}${hour < 12 ? "am" : "pm"}`;
}

/** "a, b and c" */
const listWords = (items: string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

/** One day's ranges: "10am to 12pm and 1pm to 3pm". */
const rangesWords = (ranges: TimeRange[]) => listWords(ranges.map((range) => `${clockWords(range.start)} to ${clockWords(range.end)}`));

/**
 * Days in words: a run of three or more consecutive weekdays is "Monday to Friday", shorter runs are
 * named ("Monday, Wednesday and Friday"; "Saturday and Sunday").
 */
function daysWords(days: Weekday[]): string {
  const runs: Weekday[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && run.at(-1)! + 1 === day) run.push(day);
    else runs.push([day]);
  }
  const parts = runs.flatMap((run) => (run.length >= 3 ? [`${WEEKDAY_NAMES[run[0]!]} to ${WEEKDAY_NAMES[run.at(-1)!]}`] : run.map((day) => WEEKDAY_NAMES[day])));
  return listWords(parts);
}

/**
 * The weekly hours as one sentence fragment, in the office's zone: days with the same ranges are
 * named together, groups in weekday order, separated by semicolons ("Monday to Thursday, 9am to 5pm;
 * Friday, 9am to 12pm Eastern Time"). A week without hours says so.
 */
export function hoursSentence(availability: Availability, zoneName: string = site.hours.zoneName): string {
  const groups = new Map<string, Weekday[]>();
  for (const day of WEEKDAYS) {
    const ranges = availability.weeklyHours[day];
    if (ranges.length === 0) continue;
    const words = rangesWords(ranges);
    groups.set(words, [...(groups.get(words) ?? []), day]);
  }
  if (groups.size === 0) return `no weekly hours set (${zoneName} Time)`;
  return `${[...groups].map(([ranges, days]) => `${daysWords(days)}, ${ranges}`).join("; ")} ${zoneName} Time`;
}
