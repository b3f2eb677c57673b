import { Form } from "react-router";
import { LIMITS, type Availability } from "@domain/booking/availability";
import { fieldInput as input } from "../field-classes";

/** Buffers, minimum notice, how far ahead, and the daily cap. */
export function BookingRulesSection({ settings, owner, busy }: { settings: Availability; owner: boolean; busy: boolean }) {
  return (
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
  );
}
