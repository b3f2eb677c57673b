import { Form, Link, data, useNavigation } from "react-router";
import type { Route } from "./+types/availability";
import adminCss from "~/admin.css?url";
import { WorkspaceShell } from "~/components/admin/WorkspaceShell";
import { Notice } from "~/components/ui/Notice";
import { longWhen } from "~/components/admin/format";
import { workspaceTitle } from "~/components/admin/meta";
import { field, formOf, requireOwner, requireUser, workspace, workspaceHeaders } from "~/lib/workspace.server";
import { LIMITS, WEEKDAYS, isLocalDate, type Availability, type Weekday } from "@domain/booking/availability";
import { federalHolidaysBetween } from "@domain/booking/holidays";
import { localDate } from "@domain/booking/schedule";
import { slotLabels } from "@domain/booking/labels";

export const handle = { workspace: true };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const meta: Route.MetaFunction = () => workspaceTitle("Availability");
export const headers: Route.HeadersFunction = () => workspaceHeaders();

const DAY_NAMES: Record<Weekday, string> = { 1: "Monday", 2: "Tuesday", 3: "Wednesday", 4: "Thursday", 5: "Friday", 6: "Saturday", 7: "Sunday" };
const dateLabel = (date: string) => new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { availability: service } = workspace(context);
  const [settings, feed, outside] = await Promise.all([service.settings(), service.feed(), service.outsideHours()]);
  const today = localDate(service.now(), settings);
  const inAYear = new Date(`${today}T12:00:00Z`);
  inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1);
  const blockedDate = (date: string) => settings.blocked.some((range) => range.from <= date && date <= range.to);
  return {
    user: { email: user.email, role: user.role },
    settings,
    blocked: settings.blocked.filter((range) => range.to >= today).map((range) => ({ ...range, label: range.from === range.to ? dateLabel(range.from) : `${dateLabel(range.from)} – ${dateLabel(range.to)}` })),
    holidays: federalHolidaysBetween(today, inAYear.toISOString().slice(0, 10)).map((holiday) => ({ ...holiday, label: dateLabel(holiday.observed), blocked: blockedDate(holiday.observed) })),
    feed: {
      ...feed,
      synced: feed.syncedAt ? longWhen(feed.syncedAt) : null,
      failing: feed.failingSince ? longWhen(feed.failingSince) : null,
      checked: feed.checkedAt ? longWhen(feed.checkedAt) : null,
    },
    outside: outside.map((booking) => ({ id: booking.id, name: booking.name, when: slotLabels(booking.start).full })),
  };
}

type ActionResult = { ok: boolean; message: string };

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
      if (!start || !end) return `${DAY_NAMES[day]}: give each range a start and an end.`;
      hours[day].push({ start: start.slice(0, 5), end: end.slice(0, 5) });
    }
  }
  return hours;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireOwner(request, context);
  const { availability: service } = workspace(context);
  const form = await formOf(request);
  const reply = (result: ActionResult, status = 200) => data(result, { status });
  const current = await service.settings();
  const today = localDate(service.now(), current);
  /** Validated by the domain's rules on the way in; ranges already over are dropped (they only fill the list). */
  const save = async (next: Omit<Availability, "horizonUnit"> & { horizonUnit: string }, done: string) => {
    const result = await service.save({ ...next, blocked: next.blocked.filter((range) => range.to >= today) }, user.email);
    if (result.ok) return reply({ ok: true, message: done });
    return reply({ ok: false, message: `Not saved: ${Object.values(result.errors).join(". ")}.` }, 422);
  };
  switch (field(form, "intent")) {
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
      const inAYear = new Date(`${today}T12:00:00Z`);
      inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1);
      const only = field(form, "date");
      const holidays = federalHolidaysBetween(today, inAYear.toISOString().slice(0, 10)).filter((holiday) => !only || holiday.observed === only);
      if (holidays.length === 0) return reply({ ok: false, message: "That is not an upcoming federal holiday." }, 422);
      const blocked = [...current.blocked];
      for (const holiday of holidays) {
        if (!blocked.some((range) => range.from <= holiday.observed && holiday.observed <= range.to)) blocked.push({ from: holiday.observed, to: holiday.observed, note: holiday.name });
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

const input = "mt-1 block min-h-11 rounded-lg border border-muted/70 bg-bg px-3 text-fg";

export default function AvailabilityPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, settings, blocked, holidays, feed, outside } = loaderData;
  const owner = user.role === "owner";
  const busy = useNavigation().state === "submitting";
  const openHolidays = holidays.filter((holiday) => !holiday.blocked);

  return (
    <WorkspaceShell email={user.email} role={user.role} title="Availability">
      <p className="mt-1 max-w-2xl text-sm text-muted">
        When visitors can book a consultation on /book. Times are the office's ({settings.timeZone}). A change applies at once and never cancels a booking.
        {!owner && " Only an owner can change these settings."}
      </p>
      {actionData && <Notice size="compact" className="mt-4" tone={actionData.ok ? "success" : "danger"}>{actionData.message}</Notice>}

      {outside.length > 0 && (
        <section aria-labelledby="outside-heading" className="mt-6 rounded-xl border border-danger/40 bg-danger-soft p-4" data-testid="outside-hours">
          <h2 id="outside-heading" className="font-semibold">
            Upcoming bookings outside new hours
          </h2>
          <p className="mt-1 text-sm">These stay booked. Open one to cancel it, or keep the appointment.</p>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {outside.map((item) => (
              <li key={item.id}>
                <Link to={`/admin/bookings/${item.id}`} className="underline underline-offset-2">
                  {item.name}
                </Link>
                , {item.when}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="feed-heading" className="card mt-6 p-5">
        <h2 id="feed-heading" className="text-lg font-semibold">
          Your calendar
        </h2>
        <p className="mt-1 text-sm text-muted">Busy events in your own calendar (its private iCalendar address from Google, Outlook or iCloud) block the times they overlap. It is read every 5 minutes.</p>
        <div className="mt-3 text-sm" data-testid="feed-status">
          {!feed.source && <p>No calendar connected.</p>}
          {feed.source && (
            <>
              <p>
                Address: <span className="font-mono">{feed.masked}</span>
                {feed.source === "environment" && " (set for this deployment by BOOKING_BUSY_ICS_URL)"}
              </p>
              {feed.failing ? (
                <p className="mt-1 font-medium text-danger" role="status">
                  Calendar feed failing since {feed.failing}: {feed.lastError}. The last good busy times stay in use.
                </p>
              ) : feed.synced ? (
                <p className="mt-1">
                  Last synced {feed.synced}: {feed.busyCount} busy time{feed.busyCount === 1 ? "" : "s"} ahead.
                </p>
              ) : (
                <p className="mt-1">Not read yet.</p>
              )}
            </>
          )}
        </div>
        {owner && (
          <div className="mt-4 flex flex-wrap items-end gap-3">
            {feed.source !== "environment" && (
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="set-feed" />
                <div>
                  <label htmlFor="feed-url" className="block text-sm font-medium">
                    {feed.source ? "Replace the calendar address" : "Calendar address (iCalendar, .ics)"}
                  </label>
                  <input id="feed-url" name="url" type="url" required maxLength={2000} autoComplete="off" placeholder="https://…/basic.ics" className={`${input} w-80 max-w-full`} />
                </div>
                <button type="submit" disabled={busy} className="btn btn-primary min-h-11 px-4 py-2">
                  Save address
                </button>
              </Form>
            )}
            {feed.source && (
              <Form method="post">
                <input type="hidden" name="intent" value="check-feed" />
                <button type="submit" disabled={busy} className="btn btn-secondary min-h-11 px-4 py-2">
                  Check now
                </button>
              </Form>
            )}
            {feed.source === "workspace" && (
              <Form method="post">
                <input type="hidden" name="intent" value="set-feed" />
                <input type="hidden" name="url" value="" />
                <button type="submit" disabled={busy} className="btn btn-secondary min-h-11 px-4 py-2">
                  Remove calendar
                </button>
              </Form>
            )}
          </div>
        )}
      </section>

      <section aria-labelledby="hours-heading" className="card mt-6 p-5">
        <h2 id="hours-heading" className="text-lg font-semibold">
          Weekly hours
        </h2>
        <p className="mt-1 text-sm text-muted">Consultations start at the first time of a range; the last one ends by its end time. Leave a day empty to close it. Fill the empty row to add a range; clear a row to remove it.</p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="save-hours" />
          <fieldset disabled={!owner} className="space-y-3">
            <legend className="sr-only">Hours per weekday</legend>
            {WEEKDAYS.map((day) => {
              const ranges = settings.weeklyHours[day];
              const rows = Math.min(ranges.length + 1, LIMITS.rangesPerDay);
              return (
                <div key={day} role="group" aria-labelledby={`day-${day}`} className="grid gap-2 sm:grid-cols-[8rem_1fr] sm:items-start" data-testid={`hours-${day}`}>
                  <span id={`day-${day}`} className="pt-2 font-medium">
                    {DAY_NAMES[day]}
                    {ranges.length === 0 && <span className="block text-xs font-normal text-muted">Closed</span>}
                  </span>
                  <div className="flex flex-wrap gap-x-6 gap-y-2">
                    {Array.from({ length: rows }, (_, row) => (
                      <div key={row} className="flex items-end gap-2">
                        <div>
                          <label htmlFor={`h${day}-${row}-start`} className="block text-xs text-muted">
                            {DAY_NAMES[day]} range {row + 1} from
                          </label>
                          <input id={`h${day}-${row}-start`} name={`h${day}-${row}-start`} type="time" step={900} defaultValue={ranges[row]?.start ?? ""} className={input} />
                        </div>
                        <div>
                          <label htmlFor={`h${day}-${row}-end`} className="block text-xs text-muted">
                            until
                          </label>
                          <input id={`h${day}-${row}-end`} name={`h${day}-${row}-end`} type="time" step={900} defaultValue={ranges[row]?.end ?? ""} className={input} />
                        </div>
                      </div>
                    ))}
                  </div>
                </div>
              );
            })}
          </fieldset>
          {owner && (
            <button type="submit" disabled={busy} className="btn btn-primary mt-4 min-h-11 px-4 py-2">
              Save weekly hours
            </button>
          )}
        </Form>
      </section>

      <section aria-labelledby="rules-heading" className="card mt-6 p-5">
        <h2 id="rules-heading" className="text-lg font-semibold">
          Booking rules
        </h2>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="save-rules" />
          <fieldset disabled={!owner} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <legend className="sr-only">Buffers, notice, horizon and daily cap</legend>
            <div>
              <label htmlFor="bufferBeforeMinutes" className="block text-sm font-medium">
                Buffer before (minutes)
              </label>
              <input id="bufferBeforeMinutes" name="bufferBeforeMinutes" type="number" min={0} max={LIMITS.bufferMinutes} step={5} required defaultValue={settings.bufferBeforeMinutes} className={input} />
            </div>
            <div>
              <label htmlFor="bufferAfterMinutes" className="block text-sm font-medium">
                Buffer after (minutes)
              </label>
              <input id="bufferAfterMinutes" name="bufferAfterMinutes" type="number" min={0} max={LIMITS.bufferMinutes} step={5} required defaultValue={settings.bufferAfterMinutes} className={input} />
            </div>
            <div>
              <label htmlFor="noticeHours" className="block text-sm font-medium">
                Minimum notice (hours)
              </label>
              <input id="noticeHours" name="noticeHours" type="number" min={0} max={LIMITS.noticeHours} required defaultValue={settings.noticeHours} className={input} />
            </div>
            <div className="flex items-center gap-2 sm:col-span-2 lg:col-span-3">
              <input id="sameDay" name="sameDay" type="checkbox" defaultChecked={settings.sameDay} className="h-5 w-5" />
              <label htmlFor="sameDay" className="text-sm font-medium">
                Allow bookings for today (otherwise the earliest day offered is tomorrow)
              </label>
            </div>
            <div>
              <label htmlFor="horizonDays" className="block text-sm font-medium">
                Visitors may book up to
              </label>
              <input id="horizonDays" name="horizonDays" type="number" min={1} max={LIMITS.horizonDays} required defaultValue={settings.horizonDays} className={input} />
            </div>
            <div>
              <label htmlFor="horizonUnit" className="block text-sm font-medium">
                days ahead, counted as
              </label>
              <select id="horizonUnit" name="horizonUnit" defaultValue={settings.horizonUnit} className={input}>
                <option value="business">business days (days with hours)</option>
                <option value="calendar">calendar days</option>
              </select>
            </div>
            <div>
              <label htmlFor="dailyCap" className="block text-sm font-medium">
                Most consultations a day <span className="font-normal text-muted">(empty = no limit)</span>
              </label>
              <input id="dailyCap" name="dailyCap" type="number" min={1} max={LIMITS.dailyCap} defaultValue={settings.dailyCap ?? ""} className={input} />
            </div>
          </fieldset>
          {owner && (
            <button type="submit" disabled={busy} className="btn btn-primary mt-4 min-h-11 px-4 py-2">
              Save booking rules
            </button>
          )}
        </Form>
      </section>

      <section aria-labelledby="blocked-heading" className="card mt-6 p-5">
        <h2 id="blocked-heading" className="text-lg font-semibold">
          Blocked dates
        </h2>
        {blocked.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No upcoming blocked dates.</p>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-xl border border-border" data-testid="blocked-dates">
            {blocked.map((range) => (
              <li key={`${range.from}/${range.to}`} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <span>
                  <span className="font-medium">{range.label}</span>
                  {range.note && <span className="block text-sm text-muted">{range.note}</span>}
                </span>
                {owner && (
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove-block" />
                    <input type="hidden" name="from" value={range.from} />
                    <input type="hidden" name="to" value={range.to} />
                    <button type="submit" disabled={busy} className="btn btn-secondary min-h-11 px-3 py-1.5 text-sm" aria-label={`Remove ${range.label}`}>
                      Remove
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
        {owner && (
          <Form method="post" className="mt-4 grid max-w-3xl gap-3 sm:grid-cols-[auto_auto_1fr_auto] sm:items-end">
            <input type="hidden" name="intent" value="add-block" />
            <div>
              <label htmlFor="block-from" className="block text-sm font-medium">
                First day
              </label>
              <input id="block-from" name="from" type="date" required className={input} />
            </div>
            <div>
              <label htmlFor="block-to" className="block text-sm font-medium">
                Last day <span className="font-normal text-muted">(optional)</span>
              </label>
              <input id="block-to" name="to" type="date" className={input} />
            </div>
            <div>
              <label htmlFor="block-note" className="block text-sm font-medium">
                Note
              </label>
              <input id="block-note" name="note" maxLength={LIMITS.noteLength} placeholder="Vacation" className={`${input} w-full`} />
            </div>
            <button type="submit" disabled={busy} className="btn btn-primary min-h-11 px-4 py-2">
              Block dates
            </button>
          </Form>
        )}

        <h3 className="mt-8 font-semibold">US federal holidays, the next 12 months</h3>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2" data-testid="holidays">
          {holidays.map((holiday) => (
            <li key={holiday.observed} className="flex items-center justify-between gap-3 rounded-lg border border-border px-3 py-2 text-sm">
              <span>
                <span className="font-medium">{holiday.name}</span>
                <span className="block text-muted">
                  {holiday.label}
                  {holiday.observed !== holiday.date && " (observed)"}
                </span>
              </span>
              {holiday.blocked ? (
                <span className="text-muted">Blocked</span>
              ) : (
                owner && (
                  <Form method="post">
                    <input type="hidden" name="intent" value="add-holidays" />
                    <input type="hidden" name="date" value={holiday.observed} />
                    <button type="submit" disabled={busy} className="btn btn-secondary min-h-11 px-3 py-1.5 text-sm" aria-label={`Block ${holiday.name}, ${holiday.label}`}>
                      Block
                    </button>
                  </Form>
                )
              )}
            </li>
          ))}
        </ul>
        {owner && openHolidays.length > 1 && (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="add-holidays" />
            <button type="submit" disabled={busy} className="btn btn-primary min-h-11 px-4 py-2">
              Block all {openHolidays.length} holidays
            </button>
          </Form>
        )}
      </section>
    </WorkspaceShell>
  );
}
