import { Link } from "~/components/ui/RouterLinks";
import { Icon } from "~/components/ui/Icon";
import { site, terms } from "@content/site";

/** Closing call-to-action of the inner pages this work owns (/portfolio, /process). */
export function PageCallToAction({ title, text }: { title: string; text: string }) {
  return (
    <section aria-labelledby="page-cta-title" className="pb-[var(--spacing-section)]">
      <div className="container-page">
        <div className="cta-panel relative isolate overflow-hidden rounded-3xl px-6 py-12 text-center text-white sm:px-12 sm:py-16">
          <div aria-hidden="true" className="absolute -right-24 -top-24 -z-10 size-80 rounded-full bg-white/10" />
          <h2 id="page-cta-title" className="mx-auto max-w-2xl text-h2 font-extrabold text-white">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lead text-white/90">
            {text} We reply {terms.replyPromise}.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/contact" className="btn btn-lg bg-white text-slate-900 hover:bg-slate-100">
              Get a Free Consultation
              <Icon name="arrow-right" className="size-4" />
            </Link>
            <a href={site.phoneHref} className="btn btn-lg border border-white/50 text-white hover:bg-white/10">
              <Icon name="phone" className="size-4" />
              Call {site.phone}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
