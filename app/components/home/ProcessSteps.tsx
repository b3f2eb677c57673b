import { Link } from "~/components/ui/RouterLinks";
import { processBenefits, processSteps } from "@content/home";
import { useReveal } from "~/lib/use-reveal";
import { ContentIcon } from "~/components/ui/ContentIcon";
import type { ProcessStep } from "@content/home";
import { SectionHeading } from "./SectionHeading";

function StepCard({ step, index }: { step: ProcessStep; index: number }) {
  const ref = useReveal<HTMLLIElement>(index * 100);
  return (
    // The list item is the card (a grid item stretches to the row's height, as the card did inside it).
    <li ref={ref} className="card relative flex flex-col p-6 sm:p-7" data-testid="process-step">
      <div className="flex items-center justify-between">
        <ContentIcon name={step.icon} className="size-12 rounded-xl bg-accent p-3 text-accent-fg shadow-card" />
        <span aria-hidden="true" className="step-number text-4xl font-extrabold tracking-tight">
          {String(index + 1).padStart(2, "0")}
        </span>
      </div>
      <h3 className="mt-5 text-h3 font-bold">
        <span className="sr-only">Step {index + 1}: </span>
        {step.title}
      </h3>
      <p className="mt-2 text-muted">{step.description}</p>
      <ul className="mt-5 grid gap-2.5 border-t border-border pt-5 text-[0.9375rem]">
        {step.details.map((detail) => (
          <li key={detail} className="check-item flex items-start gap-2.5 before:mt-1 before:text-accent">
            {detail}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The four steps, in order, as a numbered list of cards. */
export function ProcessStepList({ className = "" }: { className?: string }) {
  return (
    <ol className={`grid gap-6 md:grid-cols-2 xl:grid-cols-4 ${className}`} data-testid="process-steps">
      {processSteps.map((step, index) => (
        <StepCard key={step.title} step={step} index={index} />
      ))}
    </ol>
  );
}

/** Time-Efficient, Collaborative, Transparent Communication. */
export function ProcessBenefits({ className = "" }: { className?: string }) {
  return (
    <ul className={`grid gap-6 md:grid-cols-3 ${className}`} data-testid="process-benefits">
      {processBenefits.map((benefit) => (
        <li key={benefit.title} className="flex gap-4 rounded-2xl border border-border bg-bg p-6">
          <ContentIcon name={benefit.icon} className="size-11 shrink-0 rounded-xl bg-accent-soft p-3 text-accent-soft-fg" />
          <div>
            <h3 className="font-bold">{benefit.title}</h3>
            <p className="mt-1 text-[0.9375rem] text-muted">{benefit.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The home page's #process section. */
export function ProcessSection() {
  return (
    <section id="process" aria-labelledby="process-title" className="section bg-surface">
      <div className="container-page">
        <SectionHeading
          id="process-title"
          eyebrow="Our process"
          title="From first call to launch in four clear steps"
          intro="No jargon and no surprises: you know what happens next, what we need from you and when your site goes live."
        />
        <ProcessStepList className="mt-14" />
        <ProcessBenefits className="mt-10" />
        <p className="mt-10 text-center">
          <Link to="/process" className="arrow-after inline-flex items-center gap-1.5 rounded font-semibold text-accent hover:underline">
            How our process works, step by step
          </Link>
        </p>
      </div>
    </section>
  );
}
