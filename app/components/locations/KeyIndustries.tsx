import { Link } from "react-router";
import { Icon } from "~/components/ui/Icon";
import { ContentIcon } from "~/lib/icons";
import type { KeyIndustryView } from "./location-view";

/** The seven trades that define the town's economy; those with an industry page link to it. */
export function KeyIndustries({ name, industries }: { name: string; industries: KeyIndustryView[] }) {
  return (
    <section aria-labelledby="key-industries-heading">
      <h2 id="key-industries-heading" className="text-h2 font-bold">
        Key industries in {name}
      </h2>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2" data-testid="key-industries">
        {industries.map((industry) => (
          <li key={industry.name}>
            {industry.path ? (
              <Link
                to={industry.path}
                className="group flex h-full items-center gap-3 rounded-xl border border-border bg-bg p-3.5 font-medium transition-colors hover:border-accent hover:text-accent"
              >
                <IndustryIcon>{industry.icon ? <ContentIcon name={industry.icon} className="size-4.5" /> : null}</IndustryIcon>
                <span className="flex-1">{industry.name}</span>
                <Icon name="arrow-right" className="size-4 shrink-0 text-accent transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
              </Link>
            ) : (
              <div className="flex h-full items-center gap-3 rounded-xl border border-dashed border-border p-3.5 font-medium">
                <IndustryIcon muted>
                  <Icon name="building" className="size-4.5" />
                </IndustryIcon>
                <span>{industry.name}</span>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function IndustryIcon({ children, muted = false }: { children: React.ReactNode; muted?: boolean }) {
  return (
    <span
      className={`flex size-9 shrink-0 items-center justify-center rounded-lg ${muted ? "bg-surface-2 text-muted" : "bg-accent-soft text-accent-soft-fg"}`}
    >
      {children}
    </span>
  );
}
