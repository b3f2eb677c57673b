import { site } from "@content/site";

/**
 * The month at the agency (Michigan), whatever the server's or visitor's time zone: the month the
 * free SEO audit offer is for. Worked out by the server when it renders the page, never in the
 * browser: a page's first `Intl.DateTimeFormat` costs the browser 15–25 ms of ICU set-up.
 */
export function agencyMonth(date: Date, timeZone: string = site.hours.timeZone): string {
  return new Intl.DateTimeFormat("en-US", { month: "long", timeZone }).format(date);
}
