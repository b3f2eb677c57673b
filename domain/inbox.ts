/** The workspace inbox's views: what each shows is the inbox store's to decide (server/inbox/store.ts). */
import { LEAD_KINDS, type LeadKind } from "./lead/fields";
import { LEAD_KIND_LABELS } from "./lead/labels";

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
