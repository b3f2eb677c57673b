import { Link } from "react-router";
import type { Route } from "./+types/terms-of-service";
import { pageMeta } from "~/lib/seo";
import { LegalDocument, type LegalSection } from "~/components/ui/LegalDocument";
import { formattedAddress, site, terms } from "@content/site";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Terms of Service",
    description: "The terms for using the Macomb Web Studio website and the information on it.",
    path: "/terms-of-service",
  });

const UPDATED = "2026-11-21";

const mail = <a href={`mailto:${site.email}`}>{site.email}</a>;

const sections: LegalSection[] = [
  {
    id: "about-these-terms",
    title: "About these terms",
    body: (
      <p>
        These terms cover your use of this website, which is run by {site.legalName} ("{site.name}", "we", "us") of {formattedAddress}. By using
        the site you agree to them. They are written in plain language; if anything is unclear, email {mail} and we'll explain.
      </p>
    ),
  },
  {
    id: "information-on-this-site",
    title: "Information on this site",
    body: (
      <>
        <p>
          Our pages, guides and blog articles give general information to help business owners make decisions about their websites. They are
          not legal, tax or financial advice for your particular situation, and although we work to keep them accurate and current, we can't
          promise every detail is complete or up to date.
        </p>
        <p>
          Case studies describe work we have done and the results those clients told us about. Every business is different, so they show what is
          possible rather than promise the same results for you.
        </p>
      </>
    ),
  },
  {
    id: "prices-and-projects",
    title: "Prices, timelines and projects",
    body: (
      <>
        <p>
          Prices and timelines on this site are typical ranges to help you plan: most projects cost {terms.priceRange} and take{" "}
          {terms.projectWeeks}, with {terms.revisionRoundsText} and {terms.supportDays} days of support after launch included. They are not an
          offer.
        </p>
        <p>
          The actual scope, price, schedule and payment terms of any project are set out in a written proposal that we both agree to before work
          starts. If that proposal and this website ever differ, the proposal applies.
        </p>
      </>
    ),
  },
  {
    id: "consultations-and-offers",
    title: "Free consultations and offers",
    body: (
      <p>
        Consultations are free and come with no obligation to buy anything. From time to time we run offers, such as a free SEO audit (worth{" "}
        {terms.seoAuditValue}) for consultations booked in a given month. Offers are limited to one per business, have no cash value, can't be
        combined unless we say so, and apply as described on the site at the time you book.
      </p>
    ),
  },
  {
    id: "using-the-forms",
    title: "Using our contact forms",
    body: (
      <>
        <p>When you send us a message, please:</p>
        <ul>
          <li>give your own, accurate contact details;</li>
          <li>only send information you have the right to share;</li>
          <li>not send advertising, spam, malicious links or files, or anything unlawful or abusive.</li>
        </ul>
        <p>
          To keep the forms working for everyone, we limit how many messages can be sent from one internet address in a short time and set
          aside automated submissions. Sending a message doesn't create a contract. How we handle what you send is explained in our{" "}
          <Link to="/privacy-policy">privacy policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <p>
        Please don't try to disrupt the site, get around its security or rate limits, probe it for weaknesses, or copy it in bulk with automated
        tools in a way that burdens our server. Ordinary search engines and accessibility tools are welcome.
      </p>
    ),
  },
  {
    id: "our-content",
    title: "Our content",
    body: (
      <p>
        The text, designs, illustrations and code of this site belong to {site.legalName} or are used with permission. You're welcome to share
        links to any page and to quote short passages with a link back. Please ask before republishing whole articles or reusing our artwork.
        Names and logos of other companies belong to their owners.
      </p>
    ),
  },
  {
    id: "other-websites",
    title: "Links to other websites",
    body: (
      <p>
        We link to other websites, such as social networks, Google Maps and the share services on blog articles. We don't control them and
        aren't responsible for their content or how they handle your information; their own terms apply once you follow a link.
      </p>
    ),
  },
  {
    id: "no-warranty",
    title: "No warranty",
    body: (
      <p>
        We work hard to keep the site available and correct, but it is provided "as is". We can't guarantee it will always be available, free of
        errors or free of interruptions, for example during maintenance.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Limits on our liability",
    body: (
      <p>
        As far as the law allows, we are not liable for any indirect or consequential loss, or for loss of profits, data or business, arising
        from your use of this website or your reliance on its general information. Nothing in these terms limits liability that cannot be
        limited under Michigan law. Our responsibilities for client projects are set out in each project's written agreement.
      </p>
    ),
  },
  {
    id: "governing-law",
    title: "Governing law",
    body: (
      <p>
        These terms are governed by the laws of the State of {site.state}. Any dispute about them will be handled by the courts located in{" "}
        {site.county}, {site.state}, unless the law gives you the right to bring it elsewhere. We'd always rather talk first: most problems can
        be solved with a phone call.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    body: (
      <p>
        We may update these terms when the site or the law changes. The date at the top shows the latest version, which applies from the day it
        is published.
      </p>
    ),
  },
  {
    id: "contact-us",
    title: "Contact us",
    body: (
      <p>
        Questions about these terms: email {mail}, call <a href={site.phoneHref}>{site.phone}</a>, or write to {site.legalName},{" "}
        {formattedAddress}.
      </p>
    ),
  },
];

export default function Page() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro="The plain-language terms for using this website and the information on it."
      updated={UPDATED}
      sections={sections}
    />
  );
}
