import type { Lead } from "./lead-store";
import { leadDisplayName, NO_MESSAGE, ownMessage, ownName } from "@domain/lead/display";
import { LEAD_KIND_LABELS } from "@domain/lead/labels";
import { towns } from "../../content/towns";
import { escapeHtml, oneLine, type MailMessage } from "../mail/message";

const townName = (slug: string | null) => (slug ? (towns.find((town) => town.slug === slug)?.name ?? slug) : null);

/**
 * The lead as an email to the agency: plain text and HTML, every visitor value escaped. Named and
 * quoted only with what the visitor wrote (domain/lead/display.ts): a quick request by its address.
 */
export function composeLeadMail(lead: Lead, addresses: { from: string; to: string }): MailMessage & Required<Pick<MailMessage, "replyTo">> {
  const location = townName(lead.location);
  const name = ownName(lead);
  const message = ownMessage(lead);
  const fields: [string, string | null][] = [
    ["Name", name],
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Subject", lead.subject],
    ["Location", location],
    ["Page", lead.page],
    ["Received", lead.createdAt],
    ["Lead ID", lead.id],
  ];
  const present = fields.filter((field): field is [string, string] => Boolean(field[1]));
  const label = LEAD_KIND_LABELS[lead.kind];
  const about = lead.subject ?? (location ? `from ${location}` : null);
  const subject = oneLine(`${label}: ${leadDisplayName(lead)}${about ? ` (${about})` : ""}`).slice(0, 250);

  const text = [
    `${label} from the website.`,
    "",
    ...present.map(([name, value]) => `${name}: ${oneLine(value)}`),
    "",
    ...(message === null ? [NO_MESSAGE] : ["Message:", message]),
    "",
    "Reply to this email to answer the visitor directly.",
  ].join("\n");

  const rows = present
    .map(
      ([name, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(name)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html = [
    "<!doctype html>",
    '<html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">',
    `<h1 style="font-size:18px">${escapeHtml(label)} from the website</h1>`,
    `<table role="presentation" style="border-collapse:collapse">${rows}</table>`,
    '<h2 style="font-size:16px;margin-top:16px">Message</h2>',
    message === null ? `<p style="color:#475569">${escapeHtml(NO_MESSAGE)}</p>` : `<p style="white-space:pre-wrap">${escapeHtml(message)}</p>`,
    '<p style="color:#475569">Reply to this email to answer the visitor directly.</p>',
    "</body></html>",
  ].join("\n");

  return {
    from: addresses.from,
    to: addresses.to,
    // The mailer encodes the display name (server/mail/header-text.ts): a hostile name adds no header or recipient.
    replyTo: { name: name === null ? "" : oneLine(name), address: lead.email },
    subject,
    text,
    html,
    headers: { "X-Lead-Id": lead.id, "X-Lead-Kind": lead.kind },
  };
}
