import { Link } from "~/components/ui/RouterLinks";
import { Icon } from "~/components/ui/Icon";
import type { TownCardView } from "./location-view";

const kindLabel = { city: "City", township: "Township", village: "Village" } as const;

/**
 * One community in the /locations grid. The heading's link is stretched over the whole card,
 * so the card is one large target while its accessible name stays just the town's name.
 */
export function TownCard({ town, isHomeBase }: { town: TownCardView; isHomeBase: boolean }) {
  return (
    <article className="card group relative flex h-full flex-col p-5 transition-[border-color,box-shadow,transform] duration-200 focus-within:border-accent hover:-translate-y-0.5 hover:border-accent motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-soft-fg">
          <Icon name="map-pin" className="size-5" />
        </span>
        <span className="flex flex-wrap justify-end gap-1.5 text-xs font-semibold uppercase tracking-wider">
          {isHomeBase && <span className="rounded-full bg-accent px-2.5 py-1 text-accent-fg">Our office</span>}
          <span className="rounded-full border border-border px-2.5 py-1 text-muted">{kindLabel[town.kind]}</span>
        </span>
      </div>
      <h3 className="mt-4 text-h3 font-bold">
        <Link to={town.path} className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus-visible:after:outline focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring">
          {town.name}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-[0.9375rem] leading-relaxed text-muted">{town.summary}</p>
      <p aria-hidden="true" className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-accent">
        Web design in {town.name}
        <Icon name="arrow-right" className="size-4 transition-transform duration-200 group-hover:translate-x-1 motion-reduce:transition-none" />
      </p>
    </article>
  );
}
