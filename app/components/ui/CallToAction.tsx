import { Link } from "~/components/ui/RouterLinks";
import { Icon } from "~/components/ui/Icon";
import { site } from "@content/site";

/** The closing invitation of content pages: a free consultation, or a call. */
export function CallToAction({
  title = "Ready to talk about your website?",
  text = "Book a free consultation. Tell us about your business and we'll suggest what would bring you more customers, with a clear quote.",
  headingId = "cta-title",
}: {
  title?: string;
  text?: string;
  headingId?: string;
}) {
  return (
    <section aria-labelledby={headingId} className="section">
      <div className="container-page">
        <div className="rounded-3xl bg-accent px-6 py-12 text-center text-accent-fg sm:px-12 sm:py-16">
          <h2 id={headingId} className="mx-auto max-w-2xl text-h2 font-bold">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lead">{text}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to="/contact" className="btn bg-accent-fg text-accent hover:opacity-90">
              Get a Free Consultation <Icon name="arrow-right" className="size-4" />
            </Link>
            <a href={site.phoneHref} className="btn border border-current text-accent-fg hover:bg-white/10">
              <Icon name="phone" className="size-4" /> Call {site.phone}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
