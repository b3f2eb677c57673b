/**
 * The visitor's receipt: that the message arrived, the reply promise they were shown, their message
 * quoted back, and the phone number. Only what the visitor wrote is quoted or greeted: a quick request
 * has neither a name nor a message of its own (domain/lead/display.ts). Nothing the visitor typed
 * becomes a header: the subject is fixed, the visitor's name is the display name of To (the mailer
 * makes it safe: server/mail/header-text.ts), and every value in the HTML is escaped.
 */
import { site } from "../../content/site";
import type { Lead } from "../contact/lead-store";
import { oneLine, type MailMessage } from "../mail/message";
import { renderMail, type MailBlock } from "../mail/blocks";
import { mailWords, receiptWords } from "../../content/mail";
import { ownMessage, ownName } from "@domain/lead/display";
import { replyPromiseOf } from "@domain/lead/reply-promise";
import type { AlertSettings } from "./settings";

export const RECEIPT_SUBJECT = receiptWords.subject;

/** RFC 3834 (and Exchange's own header): an automatic answer, so auto-responders do not answer it back. */
export const AUTOMATIC_REPLY_HEADERS = { "Auto-Submitted": "auto-replied", "X-Auto-Response-Suppress": "All" } as const;

export function composeReceipt(lead: Pick<Lead, "kind" | "name" | "email" | "message">, settings: Pick<AlertSettings, "from" | "contactTo">): MailMessage {
  const given = ownName(lead);
  const name = given === null ? "" : oneLine(given);
  const message = ownMessage(lead);
  const words = receiptWords;
  const blocks: MailBlock[] = [
    { kind: "paragraph", text: mailWords.greeting(name || null) },
    { kind: "paragraph", text: message === null ? words.requestArrived : words.messageArrived, strong: replyPromiseOf(lead.kind).sentence },
    { kind: "paragraph", text: words.urgent },
    ...(message === null ? [] : ([{ kind: "paragraph", text: words.yourMessage }, { kind: "quote", text: message }] as const)),
    { kind: "paragraph", text: words.automatic, quiet: true },
    { kind: "paragraph", text: words.address, quiet: true },
  ];
  return {
    from: settings.from,
    to: name ? { name, address: lead.email } : lead.email,
    // A visitor who answers the receipt reaches the agency, not a sender address nobody reads.
    replyTo: { name: site.name, address: settings.contactTo },
    subject: RECEIPT_SUBJECT,
    ...renderMail(blocks),
    headers: { ...AUTOMATIC_REPLY_HEADERS, "X-Alert-Kind": "receipt" },
  };
}
