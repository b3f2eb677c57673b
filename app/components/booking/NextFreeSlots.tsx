import { useRouteLoaderData } from "react-router";
import { Link } from "~/components/ui/RouterLinks";
import { Icon } from "~/components/ui/Icon";
import { site } from "@content/site";
import { clockProbes, useOtherClock, yourTimeLabel } from "./local-time";
import { OtherTimeZoneMarker } from "./OtherTimeZoneMarker";

export interface FreeSlotLink {
  start: string;
  /** The office's date of the slot: "2026-11-24" */
  date: string;
  /** "Tue, Nov 24" */
  day: string;
  /** "10:00 AM" */
  time: string;
}

/**
 * The home page's #calendar section: the next free consultation times (from the home route's
 * loader, rendered per request) and the way to the full picker at /book.
 */
export function CalendarSection() {
  const slots = useRouteLoaderData<{ nextSlots?: FreeSlotLink[] }>("routes/home")?.nextSlots ?? [];
  return (
    <section id="calendar" aria-labelledby="calendar-title" className="mt-16 rounded-3xl border border-border bg-bg p-6 shadow-card sm:p-10" data-testid="calendar">
      <div className="grid gap-8 lg:grid-cols-[1fr_1.2fr] lg:items-center">
        <div>
          <Icon name="calendar-clock" className="block size-12 rounded-xl bg-accent p-3 text-accent-fg" />
          <h3 id="calendar-title" className="mt-5 text-h2 font-extrabold">
            Book a time that suits you
          </h3>
          <p className="mt-3 text-muted">
            {/* How it happens is the owner's setting, stated on /book; this page may be prerendered, so it says only what always holds. */}
            Your consultation is free and takes 30 minutes. Pick a time online and you get a calendar invitation right away, saying how we meet.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link to="/book" className="btn btn-primary arrow-after">
              See all free times
            </Link>
            <a href={site.phoneHref} className="btn btn-secondary">
              <Icon name="phone" className="size-4" />
              Call {site.phone}
            </a>
          </div>
        </div>
        <NextFreeSlots slots={slots} />
      </div>
    </section>
  );
}

export function NextFreeSlots({ slots }: { slots: FreeSlotLink[] }) {
  const probes = clockProbes(slots);
  const otherClock = useOtherClock(probes);
  if (slots.length === 0) {
    return (
      <p className="rounded-2xl border border-border bg-surface p-6 text-muted">
        All times in the next three weeks are taken. Call us and we will find a time together.
      </p>
    );
  }
  return (
    <div className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <h4 className="font-bold">Next free times (Eastern)</h4>
      {/* Runs as the parser reaches it: a visitor on another clock gets the third line reserved before the
          times are painted (`.next-free-time` in app.css), so the label arriving after hydration moves nothing. */}
      <OtherTimeZoneMarker probes={probes} />
      <ul className="mt-4 grid gap-2 sm:grid-cols-2" data-testid="next-free-slots">
        {slots.map((slot) => {
          const mine = otherClock ? yourTimeLabel(slot) : null;
          return (
            <li key={slot.start}>
              <Link
                to={`/book?slot=${encodeURIComponent(slot.start)}`}
                // A grid: the day, the time and (on another clock) the visitor's time in the first column, the
                // arrow centred beside them all (no wrapper element). The first column may shrink below its
                // content (minmax(0, …)), so a long line truncates in a narrow card instead of leaving it.
                className="next-free-time arrow-after grid min-h-11 grid-cols-[minmax(0,max-content)_auto] items-center justify-between gap-x-2 rounded-xl border border-border bg-bg px-4 py-2.5 transition-colors after:col-start-2 after:row-span-3 after:row-start-1 after:text-muted hover:border-accent hover:text-accent hover:after:text-accent"
              >
                <span className="text-sm text-muted">{slot.day}</span>
                <span className="truncate font-bold tabular-nums">{slot.time}</span>
                {mine && (
                  <span className="truncate text-sm text-muted" data-testid="your-time">
                    {mine}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
