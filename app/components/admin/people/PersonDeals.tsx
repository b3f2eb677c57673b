/**
 * On a booking's page: the leads of the person who booked (same email), each with where it stands, so
 * the agency sees the booking as part of that person's deal, and the link to the person.
 */
import { Link } from "react-router";
import { dealDetail, dealText, type Deal } from "@domain/lead/deal";
import { StageBadge } from "../StageBadge";
import type { InboxLead } from "../../../../server/inbox/service";
import { LEAD_KIND_LABELS } from "@domain/lead/labels";
import { longWhen } from "../format";

export interface PersonDealView extends Deal {
  id: string;
  kindLabel: string;
  received: string;
  spam: boolean;
}

/** Loader side: the person's leads as the card shows them, newest first. */
export const personDealViews = (leads: readonly InboxLead[]): PersonDealView[] =>
  [...leads]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((lead) => ({ id: lead.id, stage: lead.stage, dealValue: lead.dealValue, lostReason: lead.lostReason, lostNote: lead.lostNote, kindLabel: LEAD_KIND_LABELS[lead.kind], received: longWhen(lead.createdAt), spam: lead.spam }));

export function PersonDeals({ name, leads }: { name: string; leads: PersonDealView[] }) {
  return (
    <section aria-labelledby="person-deals-heading" className="card p-5">
      <h2 id="person-deals-heading" className="font-semibold">
        {name}&rsquo;s leads
      </h2>
      {leads.length === 0 ? (
        <p className="mt-2 text-sm text-muted">None: this person has booked but sent no form.</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm" data-testid="person-deals">
          {leads.map((lead) => (
            <li key={lead.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <StageBadge stage={lead.stage} />
              <Link to={`/admin/leads/${lead.id}`} className="underline underline-offset-2" aria-label={`Lead: ${dealText(lead)}`}>
                {dealDetail(lead) ?? "Lead"}
              </Link>
              <span className="text-muted">
                {lead.kindLabel}, {lead.received}
                {lead.spam ? " (spam)" : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
