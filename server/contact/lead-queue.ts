import type { OutboxPlan } from "../outbox/plan";
import type { LeadRow } from "../db/schema";
import { toLead, type LeadStore } from "./lead-store";
import { composeLeadMail } from "./lead-mail";

/** The leads table as an outbox plan: each lead is one email to the agency, sent oldest first. */
export function leadOutboxPlan(store: LeadStore, addresses: { from: string; to: string; siteUrl: string }): OutboxPlan<LeadRow> {
  return {
    table: store.outbox,
    sendOrder: (a, b) => toLead(a).createdAt.localeCompare(toLead(b).createdAt),
    describe: (row) => ({
      label: `Lead ${row.id}`,
      recipient: addresses.to,
      notDelivered: (error) =>
        `LEAD NOT DELIVERED: lead ${row.id} from ${row.email} failed ${row.attempts} times and is marked failed. ` +
        `Last error: ${error}. It is still in the database: npm run leads -- list --status failed; ` +
        `requeue it with: npm run leads -- requeue ${row.id}`,
    }),
    compose: (row) => composeLeadMail(toLead(row), addresses),
  };
}
