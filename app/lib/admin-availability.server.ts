/**
 * Route glue of the workspace's availability page (/admin/availability): its forms' posts (weekly hours,
 * booking rules, blocked dates, federal holidays, the calendar address), each checked by the domain's
 * rules before it is saved. Only an owner may post.
 */
import { data, type RouterContextProvider } from "react-router";
import { field, formOf, requireOwner, workspace } from "./workspace.server";
import { LIMITS, WEEKDAYS, WEEKDAY_NAMES, isBlocked, isLocalDate, type Availability } from "@domain/booking/availability";
import { federalHolidaysInTheYearFrom } from "@domain/booking/holidays";
import { localDate } from "@domain/booking/schedule";
import { availabilitySectionOf, type AvailabilitySectionId } from "~/components/admin/availability/sections";

type Context = Readonly<RouterContextProvider>;

/** What every post answers: shown as the page's notice; `section` is the one the form was in, which the page opens. */
type AvailabilityActionResult = { ok: boolean; message: string; section?: AvailabilitySectionId };

const wholeNumber = (value: string) => (/^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);

/** The weekly-hours form: `h<day>-<row>-start` / `-end`; an empty row is no range. */
function hoursFromForm(form: FormData): Availability["weeklyHours"] | string {
  const hours = {} as Availability["weeklyHours"];
  for (const day of WEEKDAYS) {
    hours[day] = [];
    for (let row = 0; row < LIMITS.rangesPerDay; row++) {
      const start = field(form, `h${day}-${row}-start`).trim();
      const end = field(form, `h${day}-${row}-end`).trim();
      if (!start && !end) continue;
      if (!start || !end) return `${WEEKDAY_NAMES[day]}: give each range a start and an end.`;
      hours[day].push({ start: start.slice(0, 5), end: end.slice(0, 5) });
    }
  }
  return hours;
}

export async function availabilityAction(request: Request, context: Context) {
  const user = requireOwner(request, context);
  const { availability: service } = workspace(context);
  const form = await formOf(request);
  const intent = field(form, "intent");
  const section = availabilitySectionOf(intent);
  const reply = (result: AvailabilityActionResult, status = 200) => data({ ...result, section }, { status });
  const current = await service.settings();
  const today = localDate(service.now(), current);
  /** Validated by the domain's rules on the way in; ranges already over are dropped (they only fill the list). */
  const save = async (next: Omit<Availability, "horizonUnit"> & { horizonUnit: string }, done: string) => {
    const result = await service.save({ ...next, blocked: next.blocked.filter((range) => range.to >= today) }, user.email);
    if (result.ok) return reply({ ok: true, message: done });
    return reply({ ok: false, message: `Not saved: ${Object.values(result.errors).join(". ")}.` }, 422);
  };
  switch (intent) {
    case "save-hours": {
      const hours = hoursFromForm(form);
      if (typeof hours === "string") return reply({ ok: false, message: `Not saved: ${hours}` }, 422);
      return save({ ...current, weeklyHours: hours }, "Weekly hours saved. /book shows the new times now; existing bookings are kept.");
    }
    case "save-rules": {
      const cap = field(form, "dailyCap").trim();
      return save(
        {
          ...current,
          bufferBeforeMinutes: wholeNumber(field(form, "bufferBeforeMinutes")),
          bufferAfterMinutes: wholeNumber(field(form, "bufferAfterMinutes")),
          noticeHours: wholeNumber(field(form, "noticeHours")),
          sameDay: field(form, "sameDay") === "on",
          horizonDays: wholeNumber(field(form, "horizonDays")),
          horizonUnit: field(form, "horizonUnit"),
          dailyCap: cap === "" ? null : wholeNumber(cap),
        },
        "Booking rules saved.",
      );
    }
    case "save-meeting-place":
      return save(
        { ...current, meetingPlace: { videoUrl: field(form, "videoUrl").trim() || null, callsVisitor: field(form, "callsVisitor") === "on" } },
        "Meeting place saved. Invitations, reminders and /book say it from now on.",
      );
    case "add-block": {
      const from = field(form, "from").trim();
      const to = field(form, "to").trim() || from;
      if (!isLocalDate(from) || !isLocalDate(to)) return reply({ ok: false, message: "Not saved: choose real dates." }, 422);
      if (to < today) return reply({ ok: false, message: "Not saved: those dates are already over." }, 422);
      return save({ ...current, blocked: [...current.blocked, { from, to, note: field(form, "note") }] }, "Dates blocked. Bookings already on them are kept (listed below).");
    }
    case "remove-block": {
      const from = field(form, "from");
      const to = field(form, "to");
      return save({ ...current, blocked: current.blocked.filter((range) => range.from !== from || range.to !== to) }, "Dates open again.");
    }
    case "add-holidays": {
      const only = field(form, "date");
      const holidays = federalHolidaysInTheYearFrom(today).filter((holiday) => !only || holiday.observed === only);
      if (holidays.length === 0) return reply({ ok: false, message: "That is not an upcoming federal holiday." }, 422);
      const blocked = [...current.blocked];
      for (const holiday of holidays) {
        if (!isBlocked(holiday.observed, { ...current, blocked })) blocked.push({ from: holiday.observed, to: holiday.observed, note: holiday.name });
      }
      return save({ ...current, blocked }, holidays.length === 1 ? `${holidays[0]!.name} blocked.` : `${holidays.length} federal holidays blocked.`);
    }
    case "set-feed": {
      const result = await service.setFeedUrl(field(form, "url"));
      if (!result.ok) return reply({ ok: false, message: result.error }, 422);
      return reply({ ok: true, message: field(form, "url").trim() ? "Calendar address saved. Its busy times are being read now." : "Calendar removed: its busy times no longer block slots." });
    }
    case "check-feed": {
      await service.checkFeed();
      return reply({ ok: true, message: "Calendar checked." });
    }
    default:
      return reply({ ok: false, message: "Unknown action." }, 400);
  }
}
