import { Link } from "~/components/ui/RouterLinks";
import { Icon } from "~/components/ui/Icon";
import { serviceCards, type ServiceCard } from "@content/home";
import { useReveal } from "~/lib/use-reveal";
import { ContentIcon } from "~/components/ui/ContentIcon";
import { SectionHeading } from "./SectionHeading";

/** SPEC §9: the six cards fade up with delays of 100, 200 … 600 ms. */
export const serviceRevealDelay = (index: number) => (index + 1) * 100;

function ServiceCardItem({ card, index }: { card: ServiceCard; index: number }) {
  const ref = useReveal<HTMLLIElement>(serviceRevealDelay(index));
  return (
    <li ref={ref} className="group card relative flex flex-col p-7 transition-shadow hover:shadow-lift" data-testid="service-card">
      <ContentIcon
        name={card.icon}
        className="size-12 rounded-xl bg-accent-soft p-3 text-accent-soft-fg transition-transform group-hover:-translate-y-0.5"
      />
      <h3 className="mt-5 text-h3 font-bold">{card.title}</h3>
      <p className="mt-2 flex-1 text-muted">{card.description}</p>
      <Link
        to={card.href}
        className="arrow-after mt-5 inline-flex items-center gap-1.5 self-start rounded font-semibold text-accent after:transition-transform hover:underline group-hover:after:translate-x-0.5"
      >
        Learn more<span className="sr-only"> about {card.title}</span>
      </Link>
    </li>
  );
}

export function ServicesGrid() {
  return (
    <section id="services" aria-labelledby="services-title" className="section bg-surface">
      <div className="container-page">
        <SectionHeading
          id="services-title"
          eyebrow="Services"
          title="Everything your website needs to win local customers"
          intro="Design, development, search and support from one local team, so your site looks right, works on every phone and keeps bringing in business."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {serviceCards.map((card, index) => (
            <ServiceCardItem key={card.title} card={card} index={index} />
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-start gap-5 rounded-2xl border border-border bg-bg p-6 sm:flex-row sm:items-center sm:p-8">
          <Icon name="message-circle-question-mark" className="size-12 shrink-0 rounded-xl bg-accent p-3 text-accent-fg" />
          <div className="flex-1">
            <h3 className="text-h3 font-bold">Not sure what you need?</h3>
            <p className="mt-1 text-muted">
              Tell us about your business and we will recommend the right mix. The consultation is free and there is no obligation.
            </p>
          </div>
          <Link to="/contact" className="btn btn-primary">
            Talk to an Expert
          </Link>
        </div>
      </div>
    </section>
  );
}
