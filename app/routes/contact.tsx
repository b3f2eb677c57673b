import type { Route } from "./+types/contact";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/ui/PageHeader";
import { ContactForm } from "~/components/forms/ContactForm";

export { contactAction as action } from "~/lib/contact-action.server";
export { contactClientAction as clientAction } from "~/lib/contact-client-action";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Contact Us",
    description: "Request a free consultation with Macomb Web Studio. Call, email or send a message and we reply within 24 business hours.",
    path: "/contact",
  });

export default function Page() {
  return (
    <>
      <PageHeader eyebrow="Contact" title="Let's talk about your website" intro="Tell us about your business and what you need. The consultation is free, and we reply within 24 business hours." />
      <section className="container-page section">
        <div className="max-w-xl">
          <ContactForm />
        </div>
      </section>
    </>
  );
}
