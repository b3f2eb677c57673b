import { Icon } from "~/components/ui/Icon";
import type { ServiceBlock, ServiceSubsection } from "@content/services";
import { ContentIcon } from "~/components/ui/ContentIcon";

function CheckList({ items, columns = false }: { items: string[]; columns?: boolean }) {
  return (
    <ul className={`grid gap-3 ${columns ? "sm:grid-cols-2" : ""}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon name="check" className="mt-0.5 size-5 shrink-0 text-success" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function Subsection({ subsection }: { subsection: ServiceSubsection }) {
  return (
    <section id={subsection.id} aria-labelledby={`${subsection.id}-title`} className="card mt-10 p-6 sm:p-8">
      <h3 id={`${subsection.id}-title`} className="text-h3 font-bold">
        {subsection.title}
      </h3>
      <p className="mt-3 max-w-3xl text-muted">{subsection.intro}</p>
      <div className="mt-6">
        <CheckList items={subsection.points} columns />
      </div>
    </section>
  );
}

/** One service block of /services; its `id` is the anchor other pages link to. */
export function ServiceBlockSection({ block, shaded }: { block: ServiceBlock; shaded: boolean }) {
  const headingId = `${block.id}-title`;
  return (
    <section id={block.id} aria-labelledby={headingId} className={`section ${shaded ? "bg-surface" : ""}`} data-testid="service-block">
      <div className="container-page">
        <div className="grid gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-14">
          <div>
            <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-accent-soft text-accent-soft-fg">
              <ContentIcon name={block.icon} className="size-6" />
            </span>
            <h2 id={headingId} className="mt-5 text-h2 font-bold">
              {block.title}
            </h2>
            <p className="mt-3 text-lead font-medium">{block.tagline}</p>
            <p className="mt-4 text-muted">{block.summary}</p>
            <div className="mt-6 flex gap-3 rounded-2xl border border-border bg-bg p-5">
              <Icon name="lightbulb" className="mt-0.5 size-5 shrink-0 text-accent" />
              <p>
                <span className="font-semibold">Why it matters: </span>
                <span className="text-muted">{block.why}</span>
              </p>
            </div>
          </div>
          <div className="card self-start p-6 sm:p-8">
            <h3 className="text-h3 font-bold">What's included</h3>
            <div className="mt-5">
              <CheckList items={block.included} />
            </div>
          </div>
        </div>
        {block.subsection && <Subsection subsection={block.subsection} />}
      </div>
    </section>
  );
}
