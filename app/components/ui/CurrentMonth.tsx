import { useEffect, useState } from "react";

/** The agency is in Michigan: "this month" is the month there, whatever the server's or visitor's time zone. */
export const AGENCY_TIME_ZONE = "America/Detroit";

export function monthName(date: Date, timeZone: string = AGENCY_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-US", { month: "long", timeZone }).format(date);
}

/**
 * The current month's name. Prerendered pages carry the month of the build, so after hydration the
 * span is re-created from the browser's clock (the key change forces React to write the fresh text
 * instead of keeping the prerendered one).
 */
export function CurrentMonth() {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <span key={live ? "live" : "prerendered"} suppressHydrationWarning data-testid="current-month">
      {monthName(new Date())}
    </span>
  );
}
