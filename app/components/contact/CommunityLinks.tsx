import { Link } from "~/components/ui/RouterLinks";
import { Icon } from "~/components/ui/Icon";
import { contactTownSlugs, townBySlug, townPath } from "@content/towns";
import { site } from "@content/site";

/** The 16 communities linked from /contact (SPEC §9), each to its location page. */
export function CommunityLinks() {
  return (
    <section aria-labelledby="communities-title" className="section border-t border-border bg-surface">
      <div className="container-page">
        <h2 id="communities-title" className="text-h2 font-bold">
          Communities we serve
        </h2>
        <p className="mt-3 max-w-2xl text-muted">
          We work with businesses across {site.county} and its neighbors. Meetings happen at your business, at our {site.address.locality} office
          or by video call, whichever suits you.
        </p>
        <ul className="mt-8 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4" data-testid="community-links">
          {contactTownSlugs.map((slug) => (
            <li key={slug}>
              <Link
                to={townPath(slug)}
                className="flex min-h-12 items-center gap-2 rounded-xl border border-border bg-bg px-4 py-2 font-medium transition-colors hover:border-accent hover:text-accent"
              >
                <Icon name="map-pin" className="size-4 shrink-0 text-accent" />
                {townBySlug(slug)!.name}
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/locations" className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-accent hover:underline">
          View all locations <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
