/**
 * Slot times in words, in the office's zone ("Tuesday, November 24 at 10:00 AM Eastern"). Made on
 * the server so the browser gets ready text and no time-zone data.
 */
import { site } from "@content/site";
import { closedOfficeDates, openOfficeDates, officeSchedule, localDate, type ScheduleRules as BookingSchedule, type Slot } from "./schedule";

const formatter = (options: Intl.DateTimeFormatOptions, timeZone: string) => new Intl.DateTimeFormat("en-US", { ...options, timeZone });
// ICU writes a narrow no-break space before AM/PM; people and tests type a plain one.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

export interface SlotLabels {
  /** "Tuesday, November 24" */
  day: string;
  /** "Tue, Nov 24" */
  shortDay: string;
  /** "10:00 AM" */
  time: string;
  /** "Tuesday, November 24 at 10:00 AM Eastern" */
  full: string;
}

export function slotLabels(start: string, schedule: BookingSchedule = officeSchedule, zoneName: string = site.hours.zoneName): SlotLabels {
  const instant = new Date(start);
  const day = plain(formatter({ weekday: "long", month: "long", day: "numeric" }, schedule.timeZone).format(instant));
  const shortDay = plain(formatter({ weekday: "short", month: "short", day: "numeric" }, schedule.timeZone).format(instant));
  const time = plain(formatter({ hour: "numeric", minute: "2-digit", hour12: true }, schedule.timeZone).format(instant));
  return { day, shortDay, time, full: `${day} at ${time} ${zoneName}` };
}

/** A day of the picker: its date, labels and free slots. */
export interface DayView {
  date: string;
  label: string;
  /** "Tue" */
  weekday: string;
  /** "Nov 24" */
  monthDay: string;
  slots: SlotView[];
  /** A closed office day (a blocked date, e.g. a holiday): shown in its place in the week, with no times. */
  closed?: boolean;
  /** An office day with no free time left (the owner's calendar, or booked out): in its place, with no times. */
  busy?: boolean;
}

export interface SlotView extends Slot {
  time: string;
  full: string;
}

export function slotView(slot: Slot, schedule: BookingSchedule = officeSchedule): SlotView {
  const labels = slotLabels(slot.start, schedule);
  return { ...slot, time: labels.time, full: labels.full };
}

/** The labels of a local date ("YYYY-MM-DD"), read at noon UTC: the same calendar day in every zone the office could be in. */
function dateLabels(date: string): Pick<DayView, "label" | "weekday" | "monthDay"> {
  const noon = new Date(`${date}T12:00:00Z`);
  const label = plain(formatter({ weekday: "long", month: "long", day: "numeric" }, "UTC").format(noon));
  const [weekday, monthDay] = plain(formatter({ weekday: "short", month: "short", day: "numeric" }, "UTC").format(noon)).split(", ") as [string, string];
  return { label, weekday, monthDay };
}

/**
 * Free slots grouped by local day, each with the labels the page shows. Closed office days
 * (blocked dates, on a weekday the office opens) between the first and the last free day are
 * kept in their place as `closed` days, so a week with a holiday still reads as a week; working days
 * with no free time (the owner's calendar fills them) likewise, as `busy` days.
 */
export function groupByDay(slots: Slot[], schedule: BookingSchedule = officeSchedule): DayView[] {
  const days = new Map<string, DayView>();
  for (const slot of slots) {
    const date = localDate(slot.start, schedule);
    let day = days.get(date);
    if (!day) {
      const labels = slotLabels(slot.start, schedule);
      const [weekday, monthDay] = labels.shortDay.split(", ") as [string, string];
      day = { date, label: labels.day, weekday, monthDay, slots: [] };
      days.set(date, day);
    }
    day.slots.push(slotView(slot, schedule));
  }
  const open = [...days.values()];
  const first = open[0]?.date;
  const last = open.at(-1)?.date;
  if (!first || !last) return open;
  const closed = closedOfficeDates(schedule, first, last)
    .filter((date) => date > first && date < last && !days.has(date))
    .map((date): DayView => ({ date, ...dateLabels(date), slots: [], closed: true }));
  const busy = openOfficeDates(schedule, first, last)
    .filter((date) => !days.has(date))
    .map((date): DayView => ({ date, ...dateLabels(date), slots: [], busy: true }));
  return [...open, ...closed, ...busy].sort((a, b) => a.date.localeCompare(b.date));
}
