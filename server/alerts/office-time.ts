import { site } from "../../content/site";

const format = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: site.hours.timeZone,
});

/** "Tue, Nov 24, 2026, 3:00 PM Eastern": an instant as the office reads it, in mails and alerts. */
export const officeTime = (iso: string) => `${format.format(new Date(iso)).replace(/[\u202f\u00a0]/g, " ")} ${site.hours.zoneName}`;
