import { Building2, CalendarCheck, Globe, MapPin } from "lucide-react";
import type { CaseStudy } from "~/content/types";
import { formatCompletionDate } from "./format";

/** Client, location, website and completion month. The client sites use reserved .example names, so the website is text, not a link. */
export function ProjectDetails({ profile }: { profile: CaseStudy }) {
  const rows = [
    { icon: Building2, label: "Client", value: profile.client },
    { icon: MapPin, label: "Location", value: profile.location },
    { icon: Globe, label: "Website", value: profile.website },
    { icon: CalendarCheck, label: "Completed", value: <time dateTime={profile.completionDate}>{formatCompletionDate(profile.completionDate)}</time> },
  ];
  return (
    <section aria-labelledby="project-details-title" className="card p-6 sm:p-7" data-testid="project-details">
      <h2 id="project-details-title" className="text-h3 font-bold">
        Project Details
      </h2>
      <dl className="mt-5 space-y-4">
        {rows.map(({ icon: Icon, label, value }) => (
          <div key={label}>
            <dt className="flex items-center gap-3 text-sm text-muted">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-accent" />
              {label}
            </dt>
            <dd className="mt-0.5 pl-8 font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
