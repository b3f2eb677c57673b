import { Link, useNavigation } from "react-router";
import type { Route } from "./+types/availability";
import adminCss from "~/admin.css?url";
import { WorkspaceShell } from "~/components/admin/WorkspaceShell";
import { ActionNotice } from "~/components/admin/ActionNotice";
import { DEFAULT_AVAILABILITY_SECTION } from "~/components/admin/availability/sections";
import { CalendarFeedSection } from "~/components/admin/availability/CalendarFeedSection";
import { WeeklyHoursSection } from "~/components/admin/availability/WeeklyHoursSection";
import { MeetingPlaceSection } from "~/components/admin/availability/MeetingPlaceSection";
import { BookingRulesSection } from "~/components/admin/availability/BookingRulesSection";
import { BlockedDatesSection } from "~/components/admin/availability/BlockedDatesSection";
import { longWhen } from "~/components/admin/format";
import { workspaceTitle } from "~/components/admin/meta";
import { mailFailingSinceOf, requireUser, workspace, workspaceHeaders } from "~/lib/workspace.server";
import { availabilityAction } from "~/lib/admin-availability.server";
import { federalHolidaysInTheYearFrom } from "@domain/booking/holidays";
import { isBlocked } from "@domain/booking/availability";
import { localDate } from "@domain/booking/schedule";
import { slotLabels } from "@domain/booking/labels";

export const handle = { workspace: true };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const meta: Route.MetaFunction = () => workspaceTitle("Availability");
export const headers: Route.HeadersFunction = () => workspaceHeaders();

const dateLabel = (date: string) => new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { availability: service } = workspace(context);
  const [settings, feed, outside] = await Promise.all([service.settings(), service.feed(), service.outsideHours()]);
  const today = localDate(service.now(), settings);
  return {
    user: { email: user.email, role: user.role },
    mailFailingSince: await mailFailingSinceOf(context),
    settings,
    blocked: settings.blocked.filter((range) => range.to >= today).map((range) => ({ ...range, label: range.from === range.to ? dateLabel(range.from) : `${dateLabel(range.from)} – ${dateLabel(range.to)}` })),
    holidays: federalHolidaysInTheYearFrom(today).map((holiday) => ({ ...holiday, label: dateLabel(holiday.observed), blocked: isBlocked(holiday.observed, settings) })),
    feed: {
      ...feed,
      synced: feed.syncedAt ? longWhen(feed.syncedAt) : null,
      failing: feed.failingSince ? longWhen(feed.failingSince) : null,
      checked: feed.checkedAt ? longWhen(feed.checkedAt) : null,
    },
    outside: outside.map((booking) => ({ id: booking.id, name: booking.name, when: slotLabels(booking.start).full })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return availabilityAction(request, context);
}

export default function AvailabilityPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, settings, blocked, holidays, feed, outside } = loaderData;
  const owner = user.role === "owner";
  const busy = useNavigation().state === "submitting";
  // One section open at a time: the one the last post came from, else the weekly hours.
  const opened = actionData?.section ?? DEFAULT_AVAILABILITY_SECTION;

  return (
    <WorkspaceShell email={user.email} role={user.role} mailFailingSince={loaderData.mailFailingSince} title="Availability">
      <p className="mt-1 max-w-2xl text-sm text-muted">
        When visitors can book a consultation on /book. Times are the office's ({settings.timeZone}). A change applies at once and never cancels a booking.
        {!owner && " Only an owner can change these settings."}
      </p>
      <ActionNotice result={actionData} />

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

      <div className="mt-2">
      <CalendarFeedSection feed={feed} owner={owner} busy={busy} open={opened === "feed"} />

      <WeeklyHoursSection weeklyHours={settings.weeklyHours} owner={owner} busy={busy} open={opened === "hours"} />

      <BookingRulesSection settings={settings} owner={owner} busy={busy} open={opened === "rules"} />

      <MeetingPlaceSection place={settings.meetingPlace} owner={owner} busy={busy} open={opened === "meeting"} />

      <BlockedDatesSection blocked={blocked} holidays={holidays} owner={owner} busy={busy} open={opened === "blocked"} />
      </div>
    </WorkspaceShell>
  );
}
