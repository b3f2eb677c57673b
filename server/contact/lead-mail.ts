import type { Lead } from "./lead-store";
import { leadDisplayName, NO_MESSAGE, ownMessage, ownName } from "@domain/lead/display";
import { towns } from "../../content/towns";
import { leadMailWords, mailWords } from "../../content/mail";
import { oneLine, type MailMessage } from "../mail/message";
import { renderMail, type MailBlock } from "../mail/blocks";
import { leadAdminUrl } from "../mail/workspace-links";
import { officeTime } from "../alerts/office-time";

const KIND_LABELS: Record<Lead["kind"], string> = {
  quick: "Quick consultation request",
  full: "Contact message",
  location: "Location page inquiry",
};

const townName = (slug: string | null) => (slug ? (towns.find((town) => town.slug === slug)?.name ?? slug) : null);

/**
 * The lead as an email to the agency: plain text and HTML from one list of blocks, every visitor value
 * escaped, the time received in the office's words, and a link to the lead in the workspace. Named and
 * quoted only with what the visitor wrote (domain/lead/display.ts): a quick request by its address.
 */
export function composeLeadMail(lead: Lead, addresses: { from: string; to: string; siteUrl: string }): MailMessage & Required<Pick<MailMessage, "replyTo">> {
  const location = townName(lead.location);
  const name = ownName(lead);
  const message = ownMessage(lead);
  const label = KIND_LABELS[lead.kind];
  const fields = leadMailWords.fields;
  const about = lead.subject ?? (location ? `from ${location}` : null);
  const subject = oneLine(`${label}: ${leadDisplayName(lead)}${about ? ` (${about})` : ""}`).slice(0, 250);

  const blocks: MailBlock[] = [
    { kind: "heading", text: leadMailWords.heading(label) },
    {
      kind: "fields",
      rows: [
        [fields.name, name],
        [fields.email, lead.email],
        [fields.phone, lead.phone],
        [fields.subject, lead.subject],
        [fields.location, location],
        [fields.page, lead.page],
        [fields.received, officeTime(lead.createdAt)],
      ],
    },
    { kind: "section", text: fields.message },
    message === null ? { kind: "paragraph", text: NO_MESSAGE, quiet: true } : { kind: "typed", text: message },
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
