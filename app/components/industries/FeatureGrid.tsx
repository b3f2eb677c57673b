import { ContentIcon } from "~/components/ui/ContentIcon";
import type { Feature } from "@content/types";

/** The six things a site for this trade includes. */
export function FeatureGrid({ name, features }: { name: string; features: Feature[] }) {
  return (
    <section aria-labelledby="features-heading" className="container-page section">
      <p className="eyebrow">Features</p>
      <h2 id="features-heading" className="mt-4 max-w-3xl text-h2 font-bold">
        What we build for {name}
      </h2>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="industry-features">
        {features.map((feature) => (
          <li key={feature.title} className="card flex flex-col p-6">
            <span className="flex size-11 items-center justify-center rounded-xl bg-accent-soft text-accent-soft-fg">
              <ContentIcon name={feature.icon} className="size-5" />
            </span>
            <h3 className="mt-4 text-[1.0625rem] font-bold">{feature.title}</h3>
            <p className="mt-2 text-[0.9375rem] leading-relaxed text-muted">{feature.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
