/** The workspace inbox's views: what each shows is the inbox store's to decide (server/inbox/store.ts). */
export const INBOX_VIEWS = ["new", "open", "booked", "spam", "all"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

export const VIEW_LABELS: Record<InboxView, string> = { new: "New", open: "Open", booked: "Booked", spam: "Spam", all: "All" };

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
