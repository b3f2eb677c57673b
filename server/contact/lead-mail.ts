import type { Lead } from "./lead-store";
import { leadDisplayName, NO_MESSAGE, ownMessage, ownName } from "@domain/lead/display";
import { LEAD_KIND_LABELS } from "@domain/lead/labels";
import { towns } from "../../content/towns";
import { leadMailWords, mailWords } from "../../content/mail";
import { oneLine, type MailMessage } from "../mail/message";
import { renderMail, type MailBlock } from "../mail/blocks";
import { leadAdminUrl } from "../mail/workspace-links";
import { officeTime } from "../alerts/office-time";

const townName = (slug: string | null) => (slug ? (towns.find((town) => town.slug === slug)?.name ?? slug) : null);

/**
 * What the agency reads about a lead, in its mails (the lead's own and the overdue alarm): the facts the
 * visitor gave, when it arrived in the office's words, then the message (or that there is none).
 */
export function leadFacts(lead: Lead, extraRows: readonly (readonly [string, string])[] = []): MailBlock[] {
  const fields = leadMailWords.fields;
  const message = ownMessage(lead);
  return [
    {
      kind: "fields",
      rows: [
        [fields.name, ownName(lead)],
        [fields.email, lead.email],
        [fields.phone, lead.phone],
        [fields.subject, lead.subject],
        [fields.location, townName(lead.location)],
        [fields.page, lead.page],
        [fields.received, officeTime(lead.createdAt)],
        ...extraRows,
      ],
    },
    { kind: "section", text: fields.message },
    message === null ? { kind: "paragraph", text: NO_MESSAGE, quiet: true } : { kind: "typed", text: message },
  ];
}

/**
 * The lead as an email to the agency: plain text and HTML from one list of blocks, every visitor value
 * escaped, the time received in the office's words, and a link to the lead in the workspace. Named and
 * quoted only with what the visitor wrote (domain/lead/display.ts): a quick request by its address.
 */
export function composeLeadMail(lead: Lead, addresses: { from: string; to: string; siteUrl: string }): MailMessage & Required<Pick<MailMessage, "replyTo">> {
  const location = townName(lead.location);
  const name = ownName(lead);
  const label = LEAD_KIND_LABELS[lead.kind];
  const about = lead.subject ?? (location ? `from ${location}` : null);
  const subject = oneLine(`${label}: ${leadDisplayName(lead)}${about ? ` (${about})` : ""}`).slice(0, 250);

  const blocks: MailBlock[] = [
    { kind: "heading", text: leadMailWords.heading(label) },
    ...leadFacts(lead),
    { kind: "link", text: mailWords.openInWorkspace, url: leadAdminUrl(addresses, lead.id) },
    { kind: "paragraph", text: leadMailWords.reply, quiet: true },
  ];

  return {
    from: addresses.from,
    to: addresses.to,
    // The mailer encodes the display name (server/mail/header-text.ts): a hostile name adds no header or recipient.
    replyTo: { name: name === null ? "" : oneLine(name), address: lead.email },
    subject,
    ...renderMail(blocks),
    headers: { "X-Lead-Id": lead.id, "X-Lead-Kind": lead.kind },
  };
}
