/**
 * The visitor's receipt: that the message arrived, the reply promise they were shown, their message
 * quoted back, and the phone number. Only what the visitor wrote is quoted or greeted: a quick request
 * has neither a name nor a message of its own (domain/lead/display.ts). Nothing the visitor typed
 * becomes a header: the subject is fixed, the visitor's name is the display name of To (the mailer
 * makes it safe: server/mail/header-text.ts), and every value in the HTML is escaped.
 */
import { site } from "../../content/site";
import type { Lead } from "../contact/lead-store";
import { escapeHtml, oneLine, type MailMessage } from "../mail/message";
import { ownMessage, ownName } from "@domain/lead/display";
import { replyPromiseOf } from "@domain/lead/reply-promise";
import type { AlertSettings } from "./settings";

export const RECEIPT_SUBJECT = `We received your message - ${site.name}`;

/** RFC 3834 (and Exchange's own header): an automatic answer, so auto-responders do not answer it back. */
export const AUTOMATIC_REPLY_HEADERS = { "Auto-Submitted": "auto-replied", "X-Auto-Response-Suppress": "All" } as const;

const quoted = (message: string) =>
  message
    .split("\n")
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");

export function composeReceipt(lead: Pick<Lead, "kind" | "name" | "email" | "message">, settings: Pick<AlertSettings, "from" | "contactTo">): MailMessage {
  const given = ownName(lead);
  const name = given === null ? "" : oneLine(given);
  const message = ownMessage(lead);
  const greeting = name ? `Hello ${name},` : "Hello,";
  const promise = replyPromiseOf(lead.kind).sentence;
  const hours = `${site.hours.days}, ${site.hours.display} ${site.hours.zoneName}`;
  const arrived = message === null ? `Thank you for asking ${site.name} for a free consultation. Your request arrived, and a person will answer it.` : `Thank you for writing to ${site.name}. Your message arrived, and a person will read it.`;
  const text = [
    greeting,
    "",
    `${arrived} ${promise}`,
    "",
    `If it is urgent, call us at ${site.phone} (${hours}).`,
    "",
    ...(message === null ? [] : ["Your message:", quoted(message), ""]),
    `This is an automatic receipt (at most one a day to an address). If you did not write to us, you can ignore it.`,
    `${site.name}, ${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}`,
  ].join("\n");
  const html = [
    "<!doctype html>",
    '<html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(arrived)} <strong>${escapeHtml(promise)}</strong></p>`,
    `<p>If it is urgent, call us at <a href="${escapeHtml(site.phoneHref)}">${escapeHtml(site.phone)}</a> (${escapeHtml(hours)}).</p>`,
    ...(message === null
      ? []
      : ['<p style="margin-bottom:4px">Your message:</p>', `<blockquote style="margin:0;padding:8px 12px;border-left:3px solid #cbd5e1;white-space:pre-wrap">${escapeHtml(message)}</blockquote>`]),
    `<p style="color:#475569;font-size:14px">This is an automatic receipt (at most one a day to an address). If you did not write to us, you can ignore it.<br>${escapeHtml(site.name)}, ${escapeHtml(`${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}`)}</p>`,
    "</body></html>",
  ].join("\n");
  return {
    from: settings.from,
    to: name ? { name, address: lead.email } : lead.email,
    // A visitor who answers the receipt reaches the agency, not a sender address nobody reads.
    replyTo: { name: site.name, address: settings.contactTo },
    subject: RECEIPT_SUBJECT,
    text,
    html,
    headers: { ...AUTOMATIC_REPLY_HEADERS, "X-Alert-Kind": "receipt" },
  };
}
