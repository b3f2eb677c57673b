/** The workspace inbox's views: what each shows is the inbox store's to decide (server/inbox/store.ts). */
import { LEAD_KINDS, type LeadKind } from "./lead/fields";
import { LEAD_KIND_LABELS } from "./lead/labels";
import { localDate, officeSchedule, type ScheduleRules } from "./booking/schedule";

export const INBOX_VIEWS = ["new", "open", "booked", "follow-ups", "mine", "spam", "all"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

export const VIEW_LABELS: Record<InboxView, string> = { new: "New", open: "Open", booked: "Booked", "follow-ups": "Follow-ups", mine: "Mine", spam: "Spam", all: "All" };

/** Where leads come from, as the weekly chart groups them. */
export const LEAD_SOURCES = ["home", "contact", "locations", "industries", "booking", "other"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const SOURCE_LABELS: Record<LeadSource, string> = {
  home: "Home page",
  contact: "Contact page",
  locations: "Location pages",
  industries: "Industry pages",
  booking: "Bookings",
  other: "Other (API)",
};

/** What the inbox lists: a lead of one kind, or a booking. */
export type InboxKind = LeadKind | "booking";

export const INBOX_KIND_LABELS: Record<InboxKind, string> = { ...LEAD_KIND_LABELS, booking: "Booking" };

/** Longest search text and page path the inbox's filter takes (the search field's `maxlength`). */
export const INBOX_SEARCH_MAX = 200;
const PAGE_PATH_MAX = 300;

export interface InboxQuery {
  view: InboxView;
  kind: InboxKind | undefined;
  search: string | undefined;
  page: string | undefined;
}

const isView = (value: string | null): value is InboxView => (INBOX_VIEWS as readonly string[]).includes(value ?? "");
const isKind = (value: string | null): value is InboxKind => value === "booking" || (LEAD_KINDS as readonly string[]).includes(value ?? "");

/** The inbox's query string (`view`, `kind`, `q`, `page`), read the same by the inbox page and its CSV export. */
export function inboxQueryOf(params: URLSearchParams): InboxQuery {
  const view = params.get("view");
  const kind = params.get("kind");
  return {
    view: isView(view) ? view : "open",
    kind: isKind(kind) ? kind : undefined,
    search: params.get("q")?.slice(0, INBOX_SEARCH_MAX) || undefined,
    page: params.get("page")?.slice(0, PAGE_PATH_MAX) || undefined,
  };
}

/**
 * The Booked view's groups, by the meeting's office date: Today, Tomorrow, the rest of this week
 * (to Sunday), Later, and Earlier (meetings before today, listed last, the latest first).
 */
export const BOOKED_GROUPS = ["today", "tomorrow", "this_week", "later", "earlier"] as const;
export type BookedGroup = (typeof BOOKED_GROUPS)[number];
export const BOOKED_GROUP_LABELS: Record<BookedGroup, string> = { today: "Today", tomorrow: "Tomorrow", this_week: "This week", later: "Later", earlier: "Earlier" };

/** A local date ("YYYY-MM-DD") `days` later. */
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Which group a meeting starting at `start` falls in, seen at `now`, by office dates. */
export function bookedGroupOf(start: string, now: Date, rules: ScheduleRules = officeSchedule): BookedGroup {
  const day = localDate(start, rules);
  const today = localDate(now, rules);
  if (day < today) return "earlier";
  if (day === today) return "today";
  if (day === addDays(today, 1)) return "tomorrow";
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay() || 7;
  return day <= addDays(today, 7 - weekday) ? "this_week" : "later";
}
