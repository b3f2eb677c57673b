import { Link } from "~/components/ui/RouterLinks";
import { Icon } from "~/components/ui/Icon";

/** Links to the communities around the town, each with its own page. */
export function NeighborLinks({ name, neighbors }: { name: string; neighbors: { name: string; path: string }[] }) {
  return (
    <section aria-labelledby="neighbors-heading" className="rounded-[var(--radius-card)] border border-border bg-surface p-6">
      <h2 id="neighbors-heading" className="text-h3 font-bold">
        Communities near {name}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2" data-testid="neighbor-links">
        {neighbors.map((n) => (
          <li key={n.path}>
            <Link
              to={n.path}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-border bg-bg px-4 text-[0.9375rem] font-medium transition-colors hover:border-accent hover:text-accent"
            >
              <Icon name="map-pin" className="size-4 text-accent" />
              {n.name}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/locations" className="mt-5 inline-block text-sm font-semibold text-accent underline-offset-4 hover:underline">
        All areas we serve
      </Link>
    </section>
  );
}
