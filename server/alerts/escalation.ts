/**
 * The overdue alarm: one email to the agency (`CONTACT_TO`) when a lead is still `new` as its reply
 * promise runs out. The subject is fixed text (no visitor input in a header); Reply-To is the visitor
 * as an address object, as on the lead's own email, so answering it answers the lead.
 */
import { site } from "../../content/site";
import type { Lead } from "../contact/lead-store";
import { escapeHtml, oneLine, type MailMessage } from "../mail/message";
import { officeTime } from "./office-time";
import { NO_MESSAGE, ownMessage, ownName } from "@domain/lead/display";
import { replyPromiseOf } from "@domain/lead/reply-promise";
import { leadAdminUrl, type AlertSettings } from "./settings";

export function composeEscalation(lead: Lead, dueAt: Date, settings: Pick<AlertSettings, "from" | "contactTo" | "siteUrl">): MailMessage {
  const adminUrl = leadAdminUrl(settings, lead.id);
  const promise = replyPromiseOf(lead.kind).within;
  const name = ownName(lead);
  const message = ownMessage(lead);
  const fields: [string, string | null][] = [
    ["Name", name && oneLine(name)],
    ["Email", lead.email],
    ["Phone", lead.phone && oneLine(lead.phone)],
    ["Subject", lead.subject && oneLine(lead.subject)],
    ["Received", officeTime(lead.createdAt)],
    ["Reply was due", officeTime(dueAt.toISOString())],
  ];
  const present = fields.filter((field): field is [string, string] => Boolean(field[1]));
  const intro = `This lead is still New in the workspace, and the reply promise it was given (${promise}) ran out at ${officeTime(dueAt.toISOString())}.`;
  const text = [
    intro,
    "",
    ...present.map(([name, value]) => `${name}: ${value}`),
    "",
    ...(message === null ? [NO_MESSAGE] : ["Message:", message]),
    "",
    `Open it: ${adminUrl}`,
    "Reply to this email to answer the visitor, then set the lead's status in the workspace. This is the only reminder.",
  ].join("\n");
  const rows = present
    .map(([name, value]) => `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(name)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`)
    .join("");
  const html = [
    "<!doctype html>",
    '<html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">',
    `<h1 style="font-size:18px">A lead is waiting past its reply promise</h1>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<table role="presentation" style="border-collapse:collapse">${rows}</table>`,
    '<h2 style="font-size:16px;margin-top:16px">Message</h2>',
    message === null ? `<p style="color:#475569">${escapeHtml(NO_MESSAGE)}</p>` : `<p style="white-space:pre-wrap">${escapeHtml(message)}</p>`,
    `<p><a href="${escapeHtml(adminUrl)}">Open the lead in the workspace</a></p>`,
    '<p style="color:#475569">Reply to this email to answer the visitor, then set the lead&#39;s status in the workspace. This is the only reminder.</p>',
    "</body></html>",
  ].join("\n");
  return {
    from: settings.from,
    to: settings.contactTo,
    replyTo: { name: name === null ? "" : oneLine(name), address: lead.email },
    subject: `Overdue lead: no reply ${promise} - ${site.name}`,
    text,
    html,
    headers: { "Auto-Submitted": "auto-generated", "X-Lead-Id": lead.id, "X-Alert-Kind": "escalation" },
  };
}
