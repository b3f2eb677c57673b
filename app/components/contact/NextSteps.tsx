import { terms } from "@content/site";

/** What happens after a visitor gets in touch: sets expectations so sending the form feels safe. */
export function NextSteps() {
  const steps = [
    { title: "We reply", text: `A real person reads your message and replies ${terms.replyPromiseFull}, usually sooner.` },
    { title: "Free consultation", text: "A call, video chat or visit to understand your business, your customers and what the website needs to do." },
    {
      title: "A clear proposal",
      text: `A written quote with a fixed price (most projects are ${terms.priceRange}) and a timeline (typically ${terms.projectWeeks}). No obligation.`,
    },
  ];
  return (
    <section aria-labelledby="next-steps-title">
      <h2 id="next-steps-title" className="text-h3 font-bold">
        What happens next
      </h2>
      <ol className="mt-5 space-y-5">
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-4">
            <span aria-hidden="true" className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-accent-fg">
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="mt-1 text-[0.9375rem] text-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
