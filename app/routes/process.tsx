import type { Route } from "./+types/process";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/ui/PageHeader";
import { ProcessBenefits, ProcessStepList } from "~/components/home/ProcessSteps";
import { SectionHeading } from "~/components/home/SectionHeading";
import { Faq } from "~/components/home/Faq";
import { PageCallToAction } from "~/components/home/PageCallToAction";
import { processFaq } from "@content/home";
import { terms } from "@content/site";
import { HydrationSlices } from "~/components/ui/HydrationSlices";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Our Process",
    description: "How we build your website: discovery, design, development and launch, with clear milestones, two revision rounds and 30-day support.",
    path: "/process",
  });

/** The commitments of every project, read from the site facts. */
const commitments = [
  { value: terms.projectWeeks, label: "for a typical project, discovery to launch" },
  { value: String(terms.revisionRounds), label: "rounds of design revisions included" },
  { value: `${terms.supportDays} days`, label: "of support after launch" },
  { value: terms.priceRange.replace(" to ", "–"), label: "typical project cost, quoted in writing" },
];

export default function Page() {
  return (
    <HydrationSlices>
      <PageHeader
        eyebrow="Process"
        title="A clear process from first call to launch"
        intro="Four steps, fixed milestones and no surprises: you always know what happens next and when."
      >
        <dl className="mt-10 grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="process-commitments">
          {commitments.map((item) => (
            <div key={item.label} className="flex flex-col rounded-2xl border border-border bg-bg p-5">
              <dt className="text-sm text-muted">{item.label}</dt>
              <dd className="stat-value order-first text-2xl font-black tracking-tight sm:text-3xl">{item.value}</dd>
            </div>
          ))}
        </dl>
      </PageHeader>
      <section aria-labelledby="steps-title" className="section">
        <div className="container-page">
          <SectionHeading
            id="steps-title"
            eyebrow="Step by step"
            title="How your project runs"
            intro="Each step ends with something you can see and approve, so nothing moves on without your go-ahead."
          />
          <div className="mt-14">
            <ProcessStepList />
          </div>
        </div>
      </section>
      <section aria-labelledby="benefits-title" className="section bg-surface">
        <div className="container-page">
          <SectionHeading id="benefits-title" eyebrow="Why it works" title="Built around your time and your business" />
          <div className="mt-12">
            <ProcessBenefits />
          </div>
        </div>
      </section>
      <section aria-labelledby="process-faq-title" className="section">
        <div className="container-page max-w-3xl">
          <SectionHeading id="process-faq-title" eyebrow="FAQ" title="Questions about the process" />
          <div className="mt-10">
            <Faq questions={processFaq} />
          </div>
        </div>
      </section>
      <PageCallToAction
        title="Ready to start your project?"
        text="Book a free consultation: we will talk through your goals and send a clear plan and quote."
      />
    </HydrationSlices>
  );
}
