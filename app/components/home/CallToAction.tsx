import { Icon } from "~/components/ui/Icon";
import { QuickConsultForm } from "~/components/forms/QuickConsultForm";
import { site, terms } from "@content/site";

/**
 * The free-consultation call-to-action with the quick (email-only) form and this month's SEO audit
 * offer; `offerMonth` is the month at the agency when the server rendered the page (`agencyMonth`).
 */
export function CallToAction({ offerMonth }: { offerMonth: string }) {
  return (
    <section id="get-started" aria-labelledby="cta-title" className="pb-[var(--spacing-section)]">
      <div className="container-page">
        <div className="cta-panel relative isolate overflow-hidden rounded-3xl px-6 py-12 text-white sm:px-12 sm:py-16">
          <div aria-hidden="true" className="absolute -right-24 -top-24 -z-10 size-80 rounded-full bg-white/10" />
          <div aria-hidden="true" className="absolute -bottom-32 -left-16 -z-10 size-96 rounded-full bg-white/5" />
          <div className="grid items-center gap-10 lg:grid-cols-[1.1fr_1fr]">
            <div>
              <h2 id="cta-title" className="text-h1 font-extrabold text-white">
                Ready to grow your business online?
              </h2>
              <p className="mt-4 max-w-xl text-lead text-white/90">
                Leave your email and we will get back to you {terms.replyPromise} to set up a free, no-obligation consultation.
              </p>
              <p className="mt-6 text-white/90">
                <Icon name="phone" className="mr-2 inline size-4 align-[-2px]" />
                Prefer to talk?{" "}
                <a href={site.phoneHref} className="font-semibold text-white underline underline-offset-4">
                  Call {site.phone}
                </a>
              </p>
            </div>
            <div>
              <div className="rounded-2xl bg-bg p-5 text-fg shadow-mock sm:p-6">
                <h3 className="font-bold">Get your free consultation</h3>
                <p className="mb-4 mt-1 text-sm text-muted">Just your email address. We reply {terms.replyPromise}.</p>
                <QuickConsultForm />
              </div>
              <p className="mt-5 flex items-start gap-3 rounded-2xl border border-white/25 bg-white/10 p-4 text-[0.9375rem]" data-testid="seo-audit-offer">
                <Icon name="gift" className="mt-0.5 size-5 shrink-0" />
                <span>
                  <strong className="font-semibold">Exclusive offer:</strong> a free SEO audit worth {terms.seoAuditValue} for
                  consultations booked in <span data-testid="current-month">{offerMonth}</span>.
                </span>
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
