/**
 * Absolute links into the workspace, for the agency's mails, alarms and webhooks: the record a message
 * is about (app/pages.ts: /admin/leads/:id, /admin/bookings/:id), from the configured `SITE_URL`.
 */
const origin = (siteUrl: string) => siteUrl.replace(/\/+$/, "");

export const leadAdminUrl = (settings: { siteUrl: string }, id: string) => `${origin(settings.siteUrl)}/admin/leads/${encodeURIComponent(id)}`;
export const bookingAdminUrl = (settings: { siteUrl: string }, id: string) => `${origin(settings.siteUrl)}/admin/bookings/${encodeURIComponent(id)}`;
