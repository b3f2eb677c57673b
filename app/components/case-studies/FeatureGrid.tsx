import { Icon } from "~/components/ui/Icon";
import type { Feature } from "@content/types";
import { ContentIcon } from "~/components/ui/ContentIcon";
import { implementationDays } from "./format";

/** "Key Features" of a case study, each with its (deterministic) implementation time of 3–7 days. */
export function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    <section aria-labelledby="features-title" className="section">
      <div className="container-page">
        <h2 id="features-title" className="text-h2 font-bold">
          Key Features
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.title} className="card flex flex-col p-6" data-testid="feature-card">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-soft text-accent-soft-fg">
                <ContentIcon name={feature.icon} className="size-5" />
              </span>
              <h3 className="mt-4 font-bold">{feature.title}</h3>
              <p className="mt-2 flex-1 text-[0.9375rem] text-muted">{feature.description}</p>
              <p className="mt-4 inline-flex items-center gap-2 border-t border-border pt-4 text-sm text-muted">
                <Icon name="clock" className="size-4" />
                {`Implementation time: ${implementationDays(feature.title)} days`}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
