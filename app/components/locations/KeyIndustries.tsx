import { Link } from "~/components/ui/RouterLinks";
import { Icon, type LucideIconName } from "~/components/ui/Icon";
import { ContentIcon } from "~/components/ui/ContentIcon";
import type { KeyIndustryView } from "./location-view";

/** The seven trades that define the town's economy; those with an industry page link to it, the others are plain facts. */
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
              // No industry page covers this trade: a plain fact about the town, finished like the others but not a link.
              <div className="flex h-full items-center gap-3 rounded-xl border border-border bg-surface p-3.5 font-medium" data-testid="key-industry-fact">
                <IndustryIcon muted>
                  <Icon name={factIcon(industry.name)} className="size-4.5" />
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

/** An icon for a trade without an industry page, from its words. */
function factIcon(name: string): LucideIconName {
  const rules: [RegExp, LucideIconName][] = [
    [/defen[cs]e|military|bail|court/i, "shield"],
    [/salon|barber|hair|nail|spa\b/i, "sparkles"],
    [/marina|boat|marine|yacht|lake/i, "droplet"],
    [/farm|orchard|greenhouse|nurser|hay|livestock|equine|equestrian|horse|stable|farrier|4-h|agri|harvest|cider/i, "leaf"],
    [/church|parish|ministr|community/i, "users"],
    [/child|daycare|preschool|tutor|educat|school/i, "lightbulb"],
    [/banquet|wedding|event|venue|breakfast|rental/i, "calendar"],
    [/senior|home care|veterinar/i, "heart"],
    [/art galler|studio/i, "palette"],
    [/distribut/i, "truck"],
    [/tool|machin|manufactur|supplier|engineer|fabricat|plating|plastics|metal|excavat|septic|well|engine|equipment|upholster/i, "wrench"],
  ];
  return rules.find(([re]) => re.test(name))?.[1] ?? "building-complex";
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
