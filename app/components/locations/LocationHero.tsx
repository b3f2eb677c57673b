import { Icon } from "~/components/ui/Icon";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { PhoneLink } from "~/components/ui/PhoneLink";

/** Opening of a town page: where we are, the town's own introduction, and the two ways to reach us. */
export function LocationHero({ name, description, contactAnchor }: { name: string; description: string; contactAnchor: string }) {
  return (
    <div className="relative overflow-hidden border-b border-border bg-surface">
      {/* A soft accent glow: decoration only, behind the text. */}
      <div aria-hidden="true" className="pointer-events-none absolute -top-40 -right-40 size-[28rem] rounded-full bg-accent-soft opacity-70 blur-3xl" />
      <div className="container-page relative py-12 sm:py-16 lg:py-20">
        <Breadcrumbs trail={[{ name: "Home", path: "/" }, { name: "Locations", path: "/locations" }]} current={name} />
        <p className="eyebrow mt-6">{name}, Michigan</p>
        <h1 className="mt-4 max-w-4xl text-h1 font-extrabold">Web Design in {name}, MI</h1>
        <p className="mt-5 max-w-3xl text-lead text-muted">{description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <PhoneLink className="btn btn-primary" label="Call" />
          <a href={`#${contactAnchor}`} className="btn btn-secondary">
            Request a free quote
            <Icon name="arrow-down" className="size-4" />
          </a>
        </div>
      </div>
    </div>
  );
}
