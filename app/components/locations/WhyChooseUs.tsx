import { Icon } from "~/components/ui/Icon";

/** The town-specific reasons to work with us, as a checklist on a full-width band. */
export function WhyChooseUs({ name, reasons }: { name: string; reasons: string[] }) {
  return (
    <section aria-labelledby="why-us-heading" className="border-y border-border bg-surface">
      <div className="container-page section grid gap-10 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-16">
        <div>
          <p className="eyebrow">Why us</p>
          <h2 id="why-us-heading" className="mt-4 text-h2 font-bold">
            Why {name} businesses choose us
          </h2>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="why-choose-us">
          {reasons.map((reason) => (
            <li key={reason} className="card flex gap-3 p-5">
              <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-accent-fg">
                <Icon name="check" className="size-3.5" strokeWidth={3} />
              </span>
              <span className="leading-relaxed">{reason}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
