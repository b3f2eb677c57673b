import { Icon, type LucideIconName } from "~/components/ui/Icon";
import { terms } from "@content/site";

/** The commercial promises that apply to every project, all from site.ts. */
export function ProjectTerms() {
  const items: { icon: LucideIconName; title: string; text: string }[] = [
    { icon: "circle-dollar-sign", title: "Clear pricing", text: `Most websites cost ${terms.priceRange}, agreed in writing before work starts.` },
    { icon: "calendar-clock", title: `Launch in ${terms.projectWeeks}`, text: "A typical project runs from first meeting to launch with fixed milestones." },
    { icon: "refresh-cw", title: `${terms.revisionRounds} revision rounds`, text: `${terms.revisionRoundsText.charAt(0).toUpperCase()}${terms.revisionRoundsText.slice(1)} are included on the design.` },
    { icon: "life-buoy", title: `${terms.supportDays}-day support`, text: `We stay on hand for ${terms.supportDays} days after launch, then maintenance plans take over if you like.` },
  ];
  return (
    <section aria-labelledby="project-terms-title" className="section border-t border-border">
      <div className="container-page">
        <h2 id="project-terms-title" className="text-h2 font-bold">
          Included in every project
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {items.map(({ icon, title, text }) => (
            <li key={title} className="card p-6">
              <Icon name={icon} className="size-6 text-accent" />
              <h3 className="mt-4 font-bold">{title}</h3>
              <p className="mt-2 text-[0.9375rem] text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
