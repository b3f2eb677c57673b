import { Link } from "react-router";
import type { Route } from "./+types/home";
import { pageMeta } from "~/lib/seo";
import { site } from "~/content/site";
import { QuickConsultForm } from "~/components/forms/QuickConsultForm";
import { ContactForm } from "~/components/forms/ContactForm";

export { contactAction as action } from "~/lib/contact-action.server";
export { contactClientAction as clientAction } from "~/lib/contact-client-action";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    description: `${site.name} designs fast, mobile-first websites for small businesses in Macomb County, Michigan. Free consultation, reply within 24 hours.`,
    path: "/",
  });

export default function Home() {
  return (
    <>
      <section id="hero" className="container-page section">
        <p className="eyebrow">Web design in {site.county}</p>
        <h1 className="mt-5 max-w-4xl text-display font-extrabold">Websites that bring local businesses more customers</h1>
        <p className="mt-6 max-w-2xl text-lead text-muted">
          We design and build fast, mobile-first websites for small businesses across {site.county}, {site.state}.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/contact" className="btn btn-primary">
            Get a Free Consultation
          </Link>
          <a href="#portfolio" className="btn btn-secondary">
            View Our Work
          </a>
        </div>
      </section>
      <section id="cta" className="container-page section border-t border-border">
        <h2 className="text-h2 font-bold">Get a free consultation</h2>
        <div className="mt-6 max-w-xl">
          <QuickConsultForm />
        </div>
      </section>
      <section id="contact-form-section" className="container-page section border-t border-border">
        <h2 className="text-h2 font-bold">Send us a message</h2>
        <div className="mt-6 max-w-xl">
          <ContactForm idPrefix="home-contact" />
        </div>
      </section>
      {(["services", "portfolio", "process", "locations", "profiles", "contact", "calendar"] as const).map((id) => (
        <section key={id} id={id} className="container-page section border-t border-border">
          <h2 className="text-h2 font-bold capitalize">{id}</h2>
        </section>
      ))}
    </>
  );
}
