/** Dates and times in the workspace: the office's zone, short and unambiguous. */
import { site } from "@content/site";

const dateTime = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: site.hours.timeZone });
const fullDateTime = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: site.hours.timeZone });

const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

export const shortWhen = (iso: string) => plain(dateTime.format(new Date(iso)));
export const longWhen = (iso: string) => `${plain(fullDateTime.format(new Date(iso)))} ${site.hours.zoneName}`;
