/**
 * The minimum notice as it applies to an existing booking: a consultation that starts before the
 * earliest bookable start (the workspace's notice rule, `earliestBookableStart` in ./availability)
 * can no longer be moved online. One rule for booking, moving to and moving away from a time.
 */
import { defaultAvailability, earliestBookableStart, type Availability } from "./availability";

/** True when a booking starting at `start` is inside the notice: too late to move it (HTTP 410). */
export function tooLateToChange(start: string, now: Date, availability: Availability = defaultAvailability): boolean {
  return Date.parse(start) < earliestBookableStart(now, availability).getTime();
}
