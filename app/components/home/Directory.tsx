import { Link } from "~/components/ui/RouterLinks";
import { Icon, type LucideIconName } from "~/components/ui/Icon";
import { townPath, towns } from "@content/towns";
import { industryList, industryPath } from "@content/industry-list";
import { site } from "@content/site";
import { SectionHeading } from "./SectionHeading";

function DirectoryColumn({
  id,
  icon,
  title,
  intro,
  links,
  allHref,
  allLabel,
}: {
  id: string;
  icon: LucideIconName;
  title: string;
  intro: string;
  links: { name: string; path: string }[];
  allHref: string;
  allLabel: string;
}) {
  return (
    <nav aria-labelledby={id} className="card flex flex-col p-6 sm:p-8" data-testid={`${id}-directory`}>
      <div className="flex items-center gap-3">
        <Icon name={icon} className="size-11 rounded-xl bg-accent-soft p-3 text-accent-soft-fg" />
        <h3 id={id} className="text-h3 font-bold">
          {title}
        </h3>
      </div>
      <p className="mt-3 text-muted">{intro}</p>
      <ul className="mt-6 flex flex-1 flex-wrap content-start gap-2">
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path} className="chip-link">
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
      <Link to={allHref} className="arrow-after mt-7 inline-flex items-center gap-1.5 self-start rounded font-semibold text-accent hover:underline">
        {allLabel}
      </Link>
    </nav>
  );
}

/** Every location page (26) and industry page (15), linked from the home page. */
export function Directory() {
  return (
    <section id="locations" aria-labelledby="locations-title" className="section">
      <div className="container-page">
        <SectionHeading
          id="locations-title"
          eyebrow="Areas & industries"
          title={`Serving businesses across ${site.county}`}
          intro="From Warren to Romeo and from dentists to roofers: find what we do for businesses in your community and your line of work."
        />
        <div className="mt-14 grid gap-6 lg:grid-cols-[1.35fr_1fr]">
          <DirectoryColumn
            id="directory-locations"
            icon="map-pin"
            title="Locations we serve"
            intro={`Web design for businesses in ${towns.length} communities in and around ${site.county}.`}
            links={towns.map((town) => ({ name: town.name, path: townPath(town.slug) }))}
            allHref="/locations"
            allLabel="View all locations"
          />
          <DirectoryColumn
            id="directory-industries"
            icon="briefcase"
            title="Industries we serve"
            intro={`Websites shaped around how customers choose a business in ${industryList.length} local industries.`}
            links={industryList.map((industry) => ({ name: industry.name, path: industryPath(industry.slug) }))}
            allHref="/industries"
            allLabel="View all industries"
          />
        </div>
      </div>
    </section>
  );
}
