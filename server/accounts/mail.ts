/** The workspace's own emails: a sign-in link. */
import { plainAddressOrThrow } from "../mail/header-text";
import type { MailMessage } from "../mail/message";
import { renderMail } from "../mail/blocks";
import { signInLinkWords } from "../../content/mail";
import type { OutboxPlan } from "../outbox/plan";
import type { AccountMailRow } from "../db/schema";
import type { AccountStore } from "./store";

export const SIGN_IN_LINK_MINUTES = 15;

export const signInLinkUrl = (siteUrl: string, token: string) => `${siteUrl.replace(/\/+$/, "")}/admin/sign-in/link/${token}`;

export function composeSignInLinkMail(to: string, token: string, addresses: { from: string; siteUrl: string }): MailMessage {
  const link = signInLinkUrl(addresses.siteUrl, token);
  const words = signInLinkWords;
  const { text, html } = renderMail([
    { kind: "link", before: words.before, text: words.button, url: link, button: true },
    { kind: "paragraph", text: words.note(SIGN_IN_LINK_MINUTES), quiet: true },
  ]);
  // The address was typed into an invitation and checked only loosely: one plain address or no mail.
  return { from: addresses.from, to: plainAddressOrThrow(to), subject: words.subject, text, html, headers: { "X-Workspace-Mail": "sign_in_link" } };
}

/** The account_mails table as an outbox plan: the link's token is forgotten once sent or given up. */
export function accountMailPlan(store: AccountStore, addresses: { from: string; siteUrl: string }): OutboxPlan<AccountMailRow> {
  return {
    table: store.mails,
    describe: (row) => ({
      label: `Sign-in link email ${row.id}`,
      recipient: row.to_email,
      notDelivered: (error) => `SIGN-IN LINK NOT DELIVERED to ${row.to_email}: ${error}. Ask for a new link or sign in with a passkey.`,
    }),
    compose(row) {
      if (!row.token) throw new Error(`Sign-in link email ${row.id} has no token`);
      return composeSignInLinkMail(row.to_email, row.token, addresses);
    },
    async markSent(id) {
      await store.mails.markSent(id);
      await store.forgetMailToken(id);
    },
    async markFailed(id, error) {
      await store.mails.markFailed(id, error);
      await store.forgetMailToken(id);
    },
  };
}
