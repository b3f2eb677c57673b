import type { ReactNode } from "react";
import { Form } from "react-router";
import { AvailabilitySection } from "./AvailabilitySection";
import { LIMITS, type Availability } from "@domain/booking/availability";
import { fieldInput as input } from "../field-classes";

/** A whole-number rule; its name is also its id and the form field the action reads. Required unless `optional` (empty means none). */
function NumberField({ name, label, min, max, step, value, optional = false }: { name: string; label: ReactNode; min: number; max: number; step?: number; value: number | null; optional?: boolean }) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium">
        {label}
      </label>
      <input id={name} name={name} type="number" min={min} max={max} step={step} required={!optional} defaultValue={value ?? ""} className={input} />
    </div>
  );
}

/** Buffers, minimum notice, how far ahead, and the daily cap. */
export function BookingRulesSection({ settings, owner, busy , open }: { settings: Availability; owner: boolean; busy: boolean ; open: boolean }) {
  return (
    <AvailabilitySection id="rules" title="Booking rules" open={open}>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="save-rules" />
        <fieldset disabled={!owner} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="sr-only">Buffers, notice, horizon and daily cap</legend>
          <NumberField name="bufferBeforeMinutes" label="Buffer before (minutes)" min={0} max={LIMITS.bufferMinutes} step={5} value={settings.bufferBeforeMinutes} />
          <NumberField name="bufferAfterMinutes" label="Buffer after (minutes)" min={0} max={LIMITS.bufferMinutes} step={5} value={settings.bufferAfterMinutes} />
          <NumberField name="noticeHours" label="Minimum notice (hours)" min={0} max={LIMITS.noticeHours} value={settings.noticeHours} />
          <div className="flex items-center gap-2 sm:col-span-2 lg:col-span-3">
            <input id="sameDay" name="sameDay" type="checkbox" defaultChecked={settings.sameDay} className="h-5 w-5" />
            <label htmlFor="sameDay" className="text-sm font-medium">
              Allow bookings for today (otherwise the earliest day offered is tomorrow)
            </label>
          </div>
          <NumberField name="horizonDays" label="Visitors may book up to" min={1} max={LIMITS.horizonDays} value={settings.horizonDays} />
          <div>
            <label htmlFor="horizonUnit" className="block text-sm font-medium">
              days ahead, counted as
            </label>
            <select id="horizonUnit" name="horizonUnit" defaultValue={settings.horizonUnit} className={input}>
              <option value="business">business days (days with hours)</option>
              <option value="calendar">calendar days</option>
            </select>
          </div>
          <NumberField
            name="dailyCap"
            label={
              <>
                Most consultations a day <span className="font-normal text-muted">(empty = no limit)</span>
              </>
            }
            min={1}
            max={LIMITS.dailyCap}
            value={settings.dailyCap}
            optional
          />
        </fieldset>
        {owner && (
          <button type="submit" disabled={busy} className="btn btn-primary mt-4 min-h-11 px-4 py-2">
            Save booking rules
          </button>
        )}
      </Form>
    </AvailabilitySection>
  );
}
