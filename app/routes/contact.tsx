import { Icon } from "~/components/ui/Icon";
import { Link } from "~/components/ui/RouterLinks";
import type { Route } from "./+types/contact";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/ui/PageHeader";
import { ContactForm } from "~/components/forms/ContactForm";
import { ContactDetailsCard } from "~/components/contact/ContactDetailsCard";
import { CommunityLinks } from "~/components/contact/CommunityLinks";
import { NextSteps } from "~/components/contact/NextSteps";
import { site, terms } from "@content/site";
import { HydrationSlices } from "~/components/ui/HydrationSlices";

export { contactAction as action, contactHeaders as headers } from "~/lib/contact-action.server";
export { contactClientAction as clientAction } from "~/lib/contact-client-action";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Contact Us",
    description: "Request a free consultation with Macomb Web Studio. Call, email or send a message and we reply within 24 business hours.",
    path: "/contact",
  });

export default function Page() {
  return (
    <HydrationSlices>
      <PageHeader
        eyebrow="Contact"
        title="Let's talk about your website"
        intro={`Tell us about your business and what you need. The consultation is free, and we reply ${terms.replyPromiseFull}.`}
      >
        {/* On phones the form comes after the text and the details: these two get a visitor there (or on the phone) at once. */}
        <div className="mt-7 flex flex-wrap gap-3 lg:hidden" data-testid="contact-shortcuts">
          <a href="#send-message" className="btn btn-primary">
            Send us a message
            <Icon name="arrow-down" className="size-4" />
          </a>
          <a href={site.phoneHref} className="btn btn-secondary">
            <Icon name="phone" className="size-4" />
            Call {site.phone}
          </a>
        </div>
      </PageHeader>
      <section className="section" aria-label="Get in touch">
        {/* Phones read text, form, contact details, next steps; wide screens put the form in its own column. */}
        <div className="container-page grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)] lg:gap-x-14">
          <div className="space-y-4 text-muted lg:col-start-1 lg:row-start-1">
            <p>
              Whether you need a brand-new website, a redesign of one that no longer brings in work, an online store or help getting found on
              Google, we're happy to talk it through. {site.name} works with small businesses across {site.county}: trades and home services,
              restaurants, healthcare practices, law firms, shops and non-profits.
            </p>
            <p>
              Send the form, call or email, whichever is easiest. There's no pressure and no jargon: just honest advice about what would help
              your business, and what it would cost.
            </p>
          </div>
          <div id="send-message" className="card scroll-mt-24 p-6 sm:p-8 lg:col-start-2 lg:row-span-3 lg:row-start-1">
            <h2 className="text-h3 font-bold">Send us a message</h2>
            <p className="mt-2 text-[0.9375rem] text-muted">
              We need your name, email, a subject and your message; a phone number is optional. Read how we handle what you send in our{" "}
              <Link to="/privacy-policy" className="font-medium text-accent underline underline-offset-2">
                privacy policy
              </Link>
              .
            </p>
            <div className="mt-6">
              <ContactForm />
            </div>
          </div>
          <div className="lg:col-start-1 lg:row-start-2">
            <ContactDetailsCard />
          </div>
          <div className="lg:col-start-1 lg:row-start-3">
            <NextSteps />
          </div>
        </div>
      </section>
      <CommunityLinks />
    </HydrationSlices>
  );
}
