import type { OutboxQueue } from "../outbox/worker";
import type { LeadStore } from "./lead-store";
import { composeLeadMail } from "./lead-mail";

/** The leads table as an outbox queue: each lead is one email to the agency. */
export function leadOutboxQueue(store: LeadStore, addresses: { from: string; to: string; siteUrl: string }): OutboxQueue {
  return {
    ...store.outbox.queueMethods(),
    async claimDue(options) {
      const leads = await store.claimDue(options);
      return leads.map((lead) => ({
        id: lead.id,
        attempts: lead.attempts,
        label: `Lead ${lead.id}`,
        recipient: addresses.to,
        compose: () => composeLeadMail(lead, addresses),
        notDelivered: (error) =>
          `LEAD NOT DELIVERED: lead ${lead.id} from ${lead.email} failed ${lead.attempts} times and is marked failed. ` +
          `Last error: ${error}. It is still in the database: npm run leads -- list --status failed; ` +
          `requeue it with: npm run leads -- requeue ${lead.id}`,
      }));
    },
  };
}
