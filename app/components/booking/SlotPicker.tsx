import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Icon } from "~/components/ui/Icon";
import type { DayView, SlotView } from "@domain/booking/labels";
import { switchOnSiteStylesheet } from "~/lib/site-stylesheet";
import { useHydrated } from "~/lib/use-hydrated";
import { escapeXml } from "~/lib/xml";
import { clockProbes, useOtherClock, yourTimeLabel } from "./local-time";
import { OtherTimeZoneMarker } from "./OtherTimeZoneMarker";

interface SlotPickerProps {
  days: DayView[];
  /** The slot to start with (kept input, or a time picked on the home page). */
  initialSlot?: string;
  /** The day to open on when no slot is chosen (the day of a time that was just taken). */
  initialDay?: string;
  error?: string;
  /** Says a chosen time vanished in a refresh (someone else booked it meanwhile). */
  onSlotLost?: (when: string) => void;
}

// The pill and its radio are classes in app.css (`.slot-pill`, `.slot-radio`): there are about 220 of them.
const pillClass = "slot-pill";
const slotRadioClass = "slot-radio";
const slotGridClass = "slot-grid mt-3 grid gap-2";

/** One time as a radio pill, rendered by React once the picker is enhanced: the day on show (controlled, with the visitor's own time). */
export function SlotPill({ slot, checked, mine, onChoose }: { slot: SlotView; checked: boolean; mine: string | null; onChoose: () => void }) {
  return (
    <label className={mine ? `${pillClass} flex-col py-0.5 leading-tight` : pillClass}>
      <input type="radio" name="slot" value={slot.start} checked={checked} onChange={onChoose} className={slotRadioClass} aria-label={mine ? `${slot.full} · ${mine}` : slot.full} />
      <span aria-hidden="true">{slot.time}</span>
      {mine && (
        <span aria-hidden="true" className="text-xs leading-tight font-medium opacity-80" data-testid="your-time">
          {mine}
        </span>
      )}
    </label>
  );
}

/**
 * The same pills as HTML: every day's times in the server's HTML and while React hydrates it. React sets this
 * HTML in one go and never hydrates its radios (about 220 over three weeks, most of the picker's hydration).
 * Without JavaScript they are ordinary radios of the form, `checked` the kept choice.
 *
 * Once the picker is enhanced, React renders the day on show as `SlotPill`s and no raw pill is left: a React
 * radio in the same form and `name` group as a radio React did not render makes every change throw
 * ("Mixing React and non-React radio inputs", React error #90), so the two never live side by side.
 */
export function slotPillsHtml(slots: SlotView[], checked = ""): string {
  return slots
    .map(
      (slot) =>
        `<label class="${pillClass}"><input type="radio" name="slot" value="${escapeXml(slot.start)}"${slot.start === checked ? " checked" : ""} class="${slotRadioClass}" aria-label="${escapeXml(slot.full)}"/><span aria-hidden="true">${escapeXml(slot.time)}</span></label>`,
    )
    .join("");
}

// Top-aligned, not centred: while a slow connection delivers the page, a card painted with only its
// weekday would otherwise show it in the middle and move it up when the date arrives. The three lines
// are taller than min-h-16, so the finished card looks the same either way.
// Each line of a card spans its width (items-stretch) and centres its text: a line whose text arrives in two
// pieces over a slow connection grows in place instead of moving its box.
const dayCardClass =
  "relative flex min-h-16 cursor-pointer flex-col items-stretch justify-start rounded-xl border border-border bg-bg px-1 py-2 text-center transition-colors " +
  "hover:border-accent has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:text-accent-soft-fg " +
  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring";

const closedDayClass =
  "relative flex min-h-16 cursor-not-allowed flex-col items-stretch justify-start rounded-xl border border-dashed border-border bg-surface-2 px-1 py-2 text-center text-muted";

const WEEKDAY_COLUMN: Record<string, string> = {
  Mon: "sm:col-start-1",
  Tue: "sm:col-start-2",
  Wed: "sm:col-start-3",
  Thu: "sm:col-start-4",
  Fri: "sm:col-start-5",
};

/** What a day card shows (the radio inside carries the accessible name): weekday, date, and a note. */
function DayFace({ day, note, noteClassName }: { day: DayView; note: string; noteClassName: string }) {
  return (
    <>
      <span aria-hidden="true" className="text-sm font-medium">
        {day.weekday}
      </span>
      <span aria-hidden="true" className="text-[0.9375rem] font-bold">
        {day.monthDay}
      </span>
      <span aria-hidden="true" className={`text-xs ${noteClassName}`}>
        {note}
      </span>
    </>
  );
}

/**
 * The slot picker. As HTML (no JavaScript) every day is a group of time radios, all visible. Once
 * JavaScript runs it becomes day-then-time: a radio group of days, then only that day's times.
 * Every time is one `name="slot"` radio whose value is the slot start in UTC.
 */
export function SlotPicker({ days, initialSlot, initialDay, error, onSlotLost }: SlotPickerProps) {
  const id = useId();
  // A picker first rendered in the browser (a client-side navigation, a failed post) starts enhanced; one
  // hydrating the server's HTML becomes enhanced in the effect below.
  const mountedInBrowser = useHydrated();
  const [enhanced, setEnhanced] = useState(mountedInBrowser);
  const [slot, setSlot] = useState(initialSlot ?? "");
  // The chosen time in words, remembered so it can still be named after it disappears.
  const [chosenFull, setChosenFull] = useState(() => days.flatMap((d) => d.slots).find((s) => s.start === initialSlot)?.full ?? "");
  const dayOf = (start: string) => days.find((day) => day.slots.some((s) => s.start === start))?.date;
  const [day, setDay] = useState(() => dayOf(initialSlot ?? "") ?? (days.some((d) => d.date === initialDay && d.slots.length > 0) ? initialDay! : (days[0]?.date ?? "")));

  const root = useRef<HTMLDivElement>(null);
  // The radio to focus again once React's pills replace the server's (the one that had focus then).
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    // A time chosen in the server's HTML before the picker took over (a fast tap, or the kept choice) stays chosen.
    const picked = root.current?.querySelector<HTMLInputElement>('input[name="slot"]:checked');
    if (picked) {
      setSlot(picked.value);
      setChosenFull(picked.getAttribute("aria-label") ?? "");
      const pickedDay = picked.closest<HTMLElement>("[data-day]")?.dataset.day;
      if (pickedDay) setDay(pickedDay);
    }
    const focused = document.activeElement;
    if (focused instanceof HTMLInputElement && focused.name === "slot" && root.current?.contains(focused)) refocus.current = focused.value;
    setEnhanced(true);
  }, []);
  useEffect(() => {
    if (!enhanced || refocus.current === null) return;
    [...(root.current?.querySelectorAll<HTMLInputElement>('input[name="slot"]') ?? [])].find((radio) => radio.value === refocus.current)?.focus();
    refocus.current = null;
  }, [enhanced]);
  // Only the server's HTML and the hydration render need it (three weeks of pills are about 100 KB of text).
  const pillsHtml = useMemo(() => (enhanced ? null : new Map(days.map((d) => [d.date, slotPillsHtml(d.slots, slot)]))), [days, enhanced, slot]);
  // The visitor's own clock beside the office's, once mounted and only when it differs.
  const probes = clockProbes(days.flatMap((d) => d.slots));
  const otherClock = useOtherClock(probes);
  // The pills with the visitor's time under it take rules (`flex-col`, `leading-tight`, the label's) that no
  // element of the server's Eastern-only HTML has, so the critical CSS lacks them (decision 051). A layout
  // effect: the stylesheet applies in the commit that adds the labels, before the browser paints them.
  useLayoutEffect(() => {
    if (otherClock) switchOnSiteStylesheet();
  }, [otherClock]);
  const yours = (slot: SlotView, date: string) => (otherClock ? yourTimeLabel({ ...slot, date }) : null);

  // Availability refreshes while the page is open: a chosen time that is gone is unchosen, and said so.
  const chosenDay = days.find((d) => d.slots.some((s) => s.start === slot));
  const chosen = chosenDay?.slots.find((s) => s.start === slot);
  const chosenYours = chosen && chosenDay ? yours(chosen, chosenDay.date) : null;
  const lost = slot !== "" && !chosen;
  useEffect(() => {
    if (!lost) return;
    onSlotLost?.(chosenFull);
    setSlot("");
  }, [lost, chosenFull, onSlotLost]);
  useEffect(() => {
    if (!days.some((d) => d.date === day && d.slots.length > 0)) setDay(days[0]?.date ?? "");
  }, [days, day]);

  if (days.length === 0) {
    return (
      <p className="rounded-xl border border-border bg-surface p-5 text-muted" data-testid="no-slots">
        All times in the next three weeks are taken. Please call us and we will find a time together.
      </p>
    );
  }

  const selectedDay = days.find((d) => d.date === day) ?? days[0]!;
  const errorId = `${id}-error`;

  return (
    <div ref={root} data-testid="slot-picker" data-enhanced={enhanced ? "true" : undefined}>
      {/* Runs as the parser reaches it, before the times below are painted (see OTHER_TIME_ZONE_ATTRIBUTE). */}
      <OtherTimeZoneMarker probes={probes} />
      {error && (
        <p id={errorId} role="alert" data-testid="slot-error" className="mb-4 flex items-start gap-2 rounded-xl border border-danger bg-danger-soft p-3 text-sm font-medium text-danger">
          <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}

      {/* The day picker and the chosen-time line are in the server's HTML too, shown only where JavaScript
          runs (`js-only`, decided before first paint): hydration then changes nothing on screen. */}
      <fieldset className="js-only mb-6">
        <legend className="text-base font-bold">Choose a day</legend>
        {/* From 640 px the days sit in weekday columns like a calendar; a closed day keeps its place, marked Closed. */}
        <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {days.map((d) =>
            d.closed || d.busy ? (
              // A holiday, or a day the owner's calendar fills, keeps its place in the week: shown, not choosable.
              <label key={d.date} className={`${closedDayClass} ${WEEKDAY_COLUMN[d.weekday] ?? ""}`} data-testid={d.closed ? "closed-day" : "busy-day"}>
                <input type="radio" name="day" value={d.date} disabled className="absolute inset-0 size-full appearance-none opacity-0" aria-label={`${d.label}, ${d.closed ? "closed" : "busy"}`} />
                <DayFace day={d} note={d.closed ? "Closed" : "Busy"} noteClassName="font-semibold uppercase tracking-wide" />
              </label>
            ) : (
            <label key={d.date} className={`${dayCardClass} ${WEEKDAY_COLUMN[d.weekday] ?? ""}`}>
              <input
                type="radio"
                name="day"
                value={d.date}
                checked={d.date === selectedDay.date}
                onChange={() => {
                  setDay(d.date);
                  if (dayOf(slot) !== d.date) setSlot("");
                }}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
                aria-label={`${d.label}, ${d.slots.length} ${d.slots.length === 1 ? "time" : "times"} free`}
              />
              <DayFace day={d} note={`${d.slots.length} free`} noteClassName="text-muted" />
            </label>
            ),
          )}
        </div>
      </fieldset>

      <div className="grid gap-6">
        {days.map((d) =>
          d.closed || d.busy ? (
            // Without JavaScript every day is listed: a holiday or a full day says so.
            <p key={d.date} hidden={enhanced} className="no-js-only text-base font-bold" data-testid={d.closed ? "closed-day-note" : "busy-day-note"}>
              {d.label}: <span className="font-normal text-muted">{d.closed ? "closed" : "busy"}</span>
            </p>
          ) : (
          <fieldset
            key={d.date}
            hidden={enhanced && d.date !== selectedDay.date}
            // Until the picker is enhanced, the other days hide by CSS alone where JavaScript runs.
            className={!enhanced && d.date !== selectedDay.date ? "no-js-only" : undefined}
            aria-describedby={error ? errorId : undefined}
            data-testid="slot-day"
          >
            <legend className="text-base font-bold">
              <span className="js-only">Choose a time on </span>
              {d.label}
              <span className="font-normal text-muted"> (Eastern Time)</span>
            </legend>
            {/* Wide from the first frame where the inline script marked another zone; `slot-grid-wide` covers a
                picker first rendered by a client-side navigation, which that script does not run for. */}
            {enhanced && d.date === selectedDay.date ? (
              <div key="on-show" className={`${slotGridClass} ${otherClock ? "slot-grid-wide" : ""}`}>
                {d.slots.map((s) => (
                  <SlotPill
                    key={s.start}
                    slot={s}
                    checked={s.start === slot}
                    // Only the day on show gets the visitor's time: labelling all three weeks' slots at once
                    // (about 200) was a long task right after hydration.
                    mine={yours(s, d.date)}
                    onChoose={() => {
                      setSlot(s.start);
                      setChosenFull(s.full);
                    }}
                  />
                ))}
              </div>
            ) : (
              // Server HTML until enhanced; then empty while the day is hidden (React renders it when it is chosen).
              <div key="html" className={otherClock && d.date === selectedDay.date ? `${slotGridClass} slot-grid-wide` : slotGridClass} data-day={d.date} dangerouslySetInnerHTML={{ __html: pillsHtml?.get(d.date) ?? "" }} />
            )}
          </fieldset>
          ),
        )}
      </div>

      <p aria-live="polite" className="js-only mt-5 min-h-6 text-[0.9375rem]" data-testid="chosen-slot">
        {chosen && chosenDay ? (
          <>
            Your time: <strong>{chosen.full}</strong>
            {chosenYours && <span className="text-muted"> · {chosenYours}</span>}
          </>
        ) : (
          <span className="text-muted">No time chosen yet.</span>
        )}
      </p>
    </div>
  );
}
