/**
 * A reply to a visitor as an email: From `MAIL_FROM`, To the visitor, Reply-To the workspace person who
 * wrote it (or `CONTACT_TO`), the subject they typed (the mailer makes it a safe header), their words as
 * typed in both parts, the agency's signature, and what the visitor had written, quoted.
 */
import { replyMailWords } from "../../content/mail";
import { site } from "../../content/site";
import { ownMessage } from "@domain/lead/display";
import type { LeadKind } from "@domain/lead/fields";
import { renderMail, type MailBlock } from "../mail/blocks";
import { plainAddressOrThrow } from "../mail/header-text";
import type { MailMessage } from "../mail/message";
import type { ReplyRow } from "../db/schema";
import type { Composed, OutboxPlan } from "../outbox/plan";
import type { ReplyRecipient, ReplyStore } from "./store";

export function composeReplyMail(row: ReplyRow, recipient: ReplyRecipient | undefined, addresses: { from: string; siteUrl: string }): MailMessage {
  const words = replyMailWords;
  const theirs = recipient?.lead ? ownMessage({ kind: recipient.lead.kind as LeadKind, message: recipient.lead.message }) : (recipient?.booking?.topic ?? null);
  const blocks: MailBlock[] = [
    { kind: "typed", text: row.body },
    { kind: "paragraph", text: words.signature(addresses.siteUrl.replace(/\/+$/, "")), quiet: true },
    ...(theirs ? ([{ kind: "paragraph", text: recipient?.lead ? words.theirMessage : words.theirTopic, quiet: true }, { kind: "quote", text: theirs }] as MailBlock[]) : []),
  ];
  return {
    from: addresses.from,
    to: plainAddressOrThrow(row.to_email),
    replyTo: { name: site.name, address: row.reply_to },
    subject: row.subject,
    ...renderMail(blocks),
    headers: { "X-Workspace-Mail": "reply", "X-Reply-Id": row.id, ...(row.lead_id ? { "X-Lead-Id": row.lead_id } : { "X-Booking-Id": row.booking_id ?? "" }) },
  };
}

/** The replies table as an outbox plan: composed from the row (what was sent stays what was written). */
export function replyOutboxPlan(store: ReplyStore, addresses: { from: string; siteUrl: string }): OutboxPlan<ReplyRow> {
  return {
    table: store.outbox,
    describe: (row) => ({
      label: `Reply ${row.id} to ${row.lead_id ? `lead ${row.lead_id}` : `booking ${row.booking_id}`}`,
      recipient: row.to_email,
      notDelivered: (error) =>
        `REPLY NOT DELIVERED: the reply "${row.subject}" by ${row.sent_by} to ${row.to_email} failed ${row.attempts} times and is marked failed. ` +
        `Last error: ${error}. It is stored: Retry it on the workspace's outbox page.`,
    }),
    async compose(row): Promise<Composed> {
      const recipient = await store.recipient(row.lead_id ? { leadId: row.lead_id } : { bookingId: row.booking_id ?? "" });
      return composeReplyMail(row, recipient, addresses);
    },
  };
}
