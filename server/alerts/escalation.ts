/**
 * The overdue alarm: one email to the agency (`CONTACT_TO`), copied to the lead's owner when it has one,
 * when a lead is still `new` as its reply promise runs out. The subject is fixed text (no visitor input in a header); Reply-To is the visitor
 * as an address object, as on the lead's own email, so answering it answers the lead.
 */
import { site } from "../../content/site";
import type { Lead } from "../contact/lead-store";
import { oneLine, type MailMessage } from "../mail/message";
import { renderMail, type MailBlock } from "../mail/blocks";
import { escalationWords, mailWords } from "../../content/mail";
import { leadFacts } from "../contact/lead-mail";
import { officeTime } from "./office-time";
import { ownName } from "@domain/lead/display";
import { replyPromiseOf } from "@domain/lead/reply-promise";
import { leadAdminUrl, type AlertSettings } from "./settings";

/** `owner`: the address of the lead's owner in the workspace (decision 043), copied in beside the agency's; null for nobody. */
export function composeEscalation(lead: Lead, dueAt: Date, settings: Pick<AlertSettings, "from" | "contactTo" | "siteUrl">, owner: string | null = null): MailMessage {
  const adminUrl = leadAdminUrl(settings, lead.id);
  const promise = replyPromiseOf(lead.kind).within;
  const name = ownName(lead);
  const due = officeTime(dueAt.toISOString());
  const words = escalationWords;
  const blocks: MailBlock[] = [
    { kind: "heading", text: words.heading },
    { kind: "paragraph", text: words.intro(promise, due) },
    ...leadFacts(lead, [[words.due, due], ...(owner === null ? [] : [[words.owner, owner] as const])]),
    { kind: "link", text: mailWords.openInWorkspace, url: adminUrl },
    { kind: "paragraph", text: words.reply, quiet: true },
  ];
  return {
    from: settings.from,
    to: settings.contactTo,
    ...(owner !== null && owner !== settings.contactTo ? { cc: [owner] } : {}),
    replyTo: { name: name === null ? "" : oneLine(name), address: lead.email },
    subject: `Overdue lead: no reply ${promise} - ${site.name}`,
    ...renderMail(blocks),
    headers: { "Auto-Submitted": "auto-generated", "X-Lead-Id": lead.id, "X-Alert-Kind": "escalation" },
  };
}
