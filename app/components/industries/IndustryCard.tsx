import { Link } from "~/components/ui/RouterLinks";
import { Icon } from "~/components/ui/Icon";
import { ContentIcon } from "~/components/ui/ContentIcon";
import type { IndustryCardView } from "./industry-view";

/** One industry on /industries; the heading's link covers the whole card. */
export function IndustryCard({ industry }: { industry: IndustryCardView }) {
  return (
    <article
      className="card group relative flex h-full flex-col p-6 transition-[border-color,transform] duration-200 focus-within:border-accent hover:-translate-y-0.5 hover:border-accent motion-reduce:transition-none motion-reduce:hover:translate-y-0"
      data-testid="industry-card"
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-accent-soft text-accent-soft-fg transition-colors group-hover:bg-accent group-hover:text-accent-fg">
        <ContentIcon name={industry.icon} className="size-6" />
      </span>
      <h3 className="mt-5 text-h3 font-bold">
        <Link
          to={industry.path}
          className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus-visible:after:outline focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
        >
          {industry.name}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-[0.9375rem] leading-relaxed text-muted">{industry.summary}</p>
      <p aria-hidden="true" className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-accent">
        See what we build
        <Icon name="arrow-right" className="size-4 transition-transform duration-200 group-hover:translate-x-1 motion-reduce:transition-none" />
      </p>
    </article>
  );
}
