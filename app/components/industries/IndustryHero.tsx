import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { ConsultOrCall } from "~/components/ui/ConsultOrCall";
import { ContentIcon } from "~/components/ui/ContentIcon";
import { PaintedWhole } from "~/components/ui/PaintedWhole";
import type { IconName } from "@content/types";

/**
 * Opening of an industry page: the trade's own headline and pitch, and the call to action. Painted whole:
 * on a slow connection at 390 px the half-arrived call button sat beside the first, then wrapped below it.
 */
export function IndustryHero({ name, icon, title, description }: { name: string; icon: IconName; title: string; description: string }) {
  return (
    <div className="relative overflow-hidden border-b border-border bg-surface">
      <div aria-hidden="true" className="pointer-events-none absolute -top-40 -right-40 size-[28rem] rounded-full bg-accent-soft opacity-70 blur-3xl" />
      <div className="container-page relative py-12 sm:py-16 lg:py-20">
        <Breadcrumbs trail={[{ name: "Home", path: "/" }, { name: "Industries", path: "/industries" }]} current={name} />
        <p className="eyebrow mt-6 inline-flex items-center gap-2">
          <ContentIcon name={icon} className="size-4" />
          {name}
        </p>
        <h1 className="mt-4 max-w-4xl text-h1 font-extrabold">{title}</h1>
        <p className="mt-5 max-w-3xl text-lead text-muted">{description}</p>
        <PaintedWhole id="industry-hero-end">
          <ConsultOrCall />
        </PaintedWhole>
      </div>
    </div>
  );
}
