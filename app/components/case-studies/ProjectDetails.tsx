import type { ReactNode } from "react";
import { Icon, type LucideIconName } from "~/components/ui/Icon";
import type { CaseStudy } from "@content/types";
import { monthAndYear } from "~/lib/calendar-dates";

/** Client, location, website and completion month. The client sites use reserved .example names, so the website is text, not a link. */
export function ProjectDetails({ study }: { study: CaseStudy }) {
  const rows: { icon: LucideIconName; label: string; value: ReactNode }[] = [
    { icon: "building-complex", label: "Client", value: study.client },
    { icon: "map-pin", label: "Location", value: study.location },
    { icon: "globe", label: "Website", value: study.website },
    { icon: "calendar-check", label: "Completed", value: <time dateTime={study.completionDate}>{monthAndYear(study.completionDate)}</time> },
  ];
  return (
    <section aria-labelledby="project-details-title" className="card p-6 sm:p-7" data-testid="project-details">
      <h2 id="project-details-title" className="text-h3 font-bold">
        Project Details
      </h2>
      <dl className="mt-5 space-y-4">
        {rows.map(({ icon, label, value }) => (
          <div key={label}>
            <dt className="flex items-center gap-3 text-sm text-muted">
              <Icon name={icon} className="size-5 shrink-0 text-accent" />
              {label}
            </dt>
            <dd className="mt-0.5 pl-8 font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
