import type { LeadWebhook } from "../config";

/** What the follow-ups of a lead or booking need to know: addresses, links, and what is switched on. */
export interface AlertSettings {
  /** `MAIL_FROM`. */
  from: string;
  /** `CONTACT_TO`: where the overdue alarm goes, and where a visitor's reply to the receipt goes. */
  contactTo: string;
  /** `SITE_URL` without a trailing slash: the workspace links in webhooks and alarms. */
  siteUrl: string;
  /** A clean lead mails its visitor a receipt (`AUTO_REPLY`). */
  autoReply: boolean;
  /** `LEAD_WEBHOOK_URL` + secret; null = no webhook. */
  webhook: LeadWebhook | null;
}

/** The workspace pages of a lead and a booking: defined with the mails' links (server/mail/workspace-links.ts). */
export { bookingAdminUrl, leadAdminUrl } from "../mail/workspace-links";
