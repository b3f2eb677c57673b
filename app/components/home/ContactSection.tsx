import { Link } from "~/components/ui/RouterLinks";
import { HOME_FORM_IDS } from "~/lib/lead-form-sent";
import { Icon, type LucideIconName } from "~/components/ui/Icon";
import type { ReactNode } from "react";
import { ContactForm } from "~/components/forms/ContactForm";
import { contactFaq, whyChooseUs } from "@content/home";
import { formattedAddress, mapsUrl, site, terms } from "@content/site";
import { ContentIcon } from "~/components/ui/ContentIcon";
import { CalendarSection } from "~/components/booking/NextFreeSlots";
import { Faq } from "./Faq";
import { SectionHeading } from "./SectionHeading";

const quickLinks = [
  { name: "Book a Consultation", path: "/contact" },
  { name: "Request a Quote", path: "/contact" },
  { name: "View Portfolio", path: "/portfolio" },
  { name: "Our Services", path: "/services" },
];

const hoursText = `${site.hours.days}, ${site.hours.display}`;

function InfoRow({ icon, label, children }: { icon: LucideIconName; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <Icon name={icon} className="size-11 shrink-0 rounded-xl bg-accent-soft p-3 text-accent-soft-fg" />
      <div className="min-w-0 font-semibold">
        <p className="mb-0.5 text-sm font-medium text-muted">{label}</p>
        {children}
      </div>
    </li>
  );
}

function ContactInfoCard() {
  return (
    <div className="card p-6 sm:p-7" data-testid="contact-info">
      <h3 className="text-h3 font-bold">Contact information</h3>
      <ul className="mt-6 grid gap-5">
        <InfoRow icon="phone" label="Phone">
          <a href={site.phoneHref} className="hover:text-accent">
            {site.phone}
          </a>
        </InfoRow>
        <InfoRow icon="mail" label="Email">
          <a href={`mailto:${site.email}`} className="break-all hover:text-accent">
            {site.email}
          </a>
        </InfoRow>
        <InfoRow icon="map-pin" label="Address">
          <address className="not-italic">{formattedAddress}</address>
          <a
            href={mapsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline"
          >
            Get directions<span className="sr-only"> on Google Maps (opens in a new tab)</span>
            <Icon name="external-link" className="size-3.5" />
          </a>
        </InfoRow>
        <InfoRow icon="clock" label="Hours">
          {hoursText}
        </InfoRow>
      </ul>
    </div>
  );
}

function QuickLinks() {
  return (
    <nav aria-labelledby="quick-links-title" className="card p-6 sm:p-7">
      <h3 id="quick-links-title" className="text-h3 font-bold">
        Quick links
      </h3>
      <ul className="mt-4 grid gap-1 sm:grid-cols-2 lg:grid-cols-1">
        {quickLinks.map((link) => (
          <li key={link.name}>
            <Link
              to={link.path}
              className="arrow-after flex min-h-11 items-center justify-between rounded-xl px-3 font-medium transition-colors after:text-muted after:transition-transform hover:bg-surface hover:text-accent hover:after:translate-x-0.5 hover:after:text-accent"
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-title" className="section bg-surface">
      <div className="container-page">
        <SectionHeading
          id="contact-title"
          eyebrow="Contact"
          title="Let’s talk about your website"
          intro={`Call, email or send a message. We reply ${terms.replyPromise} on business days, and the first consultation is always free.`}
        />

        <div className="mt-14 grid gap-6 lg:grid-cols-[1fr_1.35fr]">
          <div className="grid content-start gap-6">
            <ContactInfoCard />
            <QuickLinks />
          </div>
          <div id="send-message" className="card p-6 sm:p-8" data-testid="contact-form-card">
            <h3 className="text-h3 font-bold">Send us a message</h3>
            <p className="mt-1 text-muted">Tell us a little about your business and what you need. We respond {terms.replyPromiseFull}.</p>
            <div className="mt-6">
              <ContactForm idPrefix={HOME_FORM_IDS.full.replace(/-form$/, "")} />
            </div>
            <div className="mt-6 flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:flex-wrap">
              <a href={site.phoneHref} className="btn btn-secondary">
                <Icon name="phone" className="size-4" />
                Call {site.phone}
              </a>
              <a href="#calendar" className="btn btn-secondary">
                <Icon name="calendar-clock" className="size-4" />
                Book a time
              </a>
            </div>
          </div>
        </div>

        <div className="mt-16 grid gap-10 lg:grid-cols-[1.35fr_1fr]">
          <div>
            <h3 className="text-h3 font-bold">Frequently asked questions</h3>
            <Faq questions={contactFaq} headingLevel={4} className="mt-5" />
          </div>
          <div>
            <h3 className="text-h3 font-bold">Why Choose Us</h3>
            <ul className="mt-5 grid gap-4" data-testid="why-choose-us">
              {whyChooseUs.map((reason) => (
                <li key={reason.title} className="flex gap-4 rounded-2xl border border-border bg-bg p-5">
                  <ContentIcon name={reason.icon} className="size-11 shrink-0 rounded-xl bg-accent p-3 text-accent-fg" />
                  <div>
                    <h4 className="font-bold">{reason.title}</h4>
                    <p className="mt-1 text-[0.9375rem] text-muted">{reason.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <CalendarSection />
      </div>
    </section>
  );
}
