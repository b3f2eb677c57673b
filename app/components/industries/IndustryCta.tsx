import { Link } from "~/components/ui/RouterLinks";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { terms } from "@content/site";

/** Closing call to action of an industry page. Short on purpose: every industry page carries it. */
export function IndustryCta() {
  return (
    <section aria-labelledby="industry-cta-heading" className="container-page section">
      <div className="relative overflow-hidden rounded-[var(--radius-card)] bg-accent px-6 py-12 text-accent-fg sm:px-12 sm:py-14">
        <div aria-hidden="true" className="pointer-events-none absolute -right-24 -bottom-24 size-72 rounded-full bg-accent-fg/10" />
        <h2 id="industry-cta-heading" className="relative max-w-2xl text-h2 font-bold">
          Ready to talk about your website?
        </h2>
        <p className="relative mt-3 max-w-2xl text-lead opacity-90">Book a free consultation. We reply {terms.replyPromise}.</p>
        <div className="relative mt-8 flex flex-wrap gap-3">
          <Link to="/contact" className="btn bg-bg text-fg hover:bg-surface">
            Get a Free Consultation
          </Link>
          <PhoneLink className="btn border border-accent-fg/40 text-accent-fg hover:bg-accent-fg/10" label="Call" />
        </div>
      </div>
    </section>
  );
}
