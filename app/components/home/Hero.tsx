import { Link } from "~/components/ui/RouterLinks";
import { Icon } from "~/components/ui/Icon";
import { heroBenefits } from "@content/home";
import { site, stats } from "@content/site";
import { useParallax } from "~/lib/use-parallax";
import { FiveStars } from "~/components/ui/FiveStars";

/** Initials of the avatar stack in the trust badge: decoration only, the text says the claim. */
const avatarColors = ["#4338ca", "#0f766e", "#b45309", "#be185d"];

export function Hero() {
  const parallaxRef = useParallax<HTMLElement>();
  return (
    <section id="hero" ref={parallaxRef} aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="hero-backdrop absolute inset-0 -z-10" />
      <div aria-hidden="true" className="hero-grid absolute inset-0 -z-10" />
      <div className="container-page grid items-center gap-14 pb-20 pt-10 sm:pt-16 lg:grid-cols-[1.15fr_1fr] lg:gap-10 lg:pb-28 lg:pt-20">
        <div>
          <p className="eyebrow">
            Web design in {site.county}, {site.address.region}
          </p>
          <h1 id="hero-title" className="hero-title mt-5 font-extrabold tracking-tight">
            Websites that bring {site.county} businesses <span className="text-gradient whitespace-nowrap">more customers</span>
          </h1>
          <p className="mt-6 max-w-xl text-lead text-muted">
            We design and build fast, mobile-first websites for small businesses across {site.county}, {site.state}: auto
            shops and restaurants, clinics and law firms, and the local services your neighbors rely on.
          </p>
          <ul className="mt-7 grid gap-3">
            {heroBenefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-3 font-medium">
                {/* The circle is the span, its check mark the span's ::before (`check-item`): one element, not two. */}
                <span
                  aria-hidden="true"
                  className="check-item mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-soft-fg"
                />
                {benefit}
              </li>
            ))}
          </ul>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Link to="/contact" className="btn btn-primary btn-lg arrow-after after:transition-transform hover:after:translate-x-0.5">
              Get a Free Consultation
            </Link>
            <a href="#portfolio" className="btn btn-secondary btn-lg">
              View Our Work
            </a>
          </div>
          <div
            className="mt-10 inline-flex items-center gap-4 rounded-2xl border border-border bg-bg/80 py-3 pl-3 pr-5 shadow-card backdrop-blur"
            data-testid="trust-badge"
          >
            <div aria-hidden="true" className="flex -space-x-2">
              {["LM", "RS", "TK", "JP"].map((initials, i) => (
                <span
                  key={initials}
                  className="inline-flex size-9 items-center justify-center rounded-full text-xs font-bold text-white ring-2 ring-bg"
                  style={{ backgroundColor: avatarColors[i] }}
                >
                  {initials}
                </span>
              ))}
            </div>
            <div>
              <p className="text-sm font-semibold">Trusted by local businesses</p>
              <p className="mt-0.5 flex items-center gap-2 text-sm text-muted">
                <FiveStars className="h-3.5" />
                <span>
                  <strong className="font-semibold text-fg">{stats.happyClients}</strong> happy clients
                </span>
              </p>
            </div>
          </div>
        </div>

        <HeroMockup />
      </div>
    </section>
  );
}

/**
 * The mock browser window: a small business site on desktop and phone, with floating notes.
 * One image to assistive technology; each layer moves with the mouse at its own depth.
 */
function HeroMockup() {
  return (
    <div
      role="img"
      aria-label="Preview of a small-business website on a desktop browser and a phone"
      className="relative mx-auto w-full max-w-[34rem] pb-6 sm:pb-10 lg:max-w-none lg:pl-4"
      data-testid="hero-mockup"
    >
      <div
        aria-hidden="true"
        className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-gradient-to-tr from-accent/25 via-fuchsia-500/15 to-sky-400/20 blur-2xl"
      />
      <div data-parallax-depth="0.5" className="parallax-layer relative overflow-hidden rounded-2xl border border-border bg-bg shadow-mock">
        <div className="flex items-center gap-3 border-b border-border bg-surface px-4 py-3">
          <span className="flex gap-1.5">
            <span className="size-3 rounded-full bg-[#f87171]" />
            <span className="size-3 rounded-full bg-[#fbbf24]" />
            <span className="size-3 rounded-full bg-[#34d399]" />
          </span>
          <span className="mx-auto flex w-full max-w-60 items-center justify-center gap-1.5 rounded-full border border-border bg-bg px-3 py-1 text-xs text-muted">
            <Icon name="lock" className="size-3" />
            yourbusiness.com
          </span>
          <span className="w-[3.25rem]" />
        </div>
        <div className="p-4 sm:p-6">
          <div className="flex items-center justify-between">
            <span className="flex items-center gap-2">
              <span className="size-6 rounded-lg bg-accent" />
              <span className="h-2.5 w-20 rounded-full bg-fg/80" />
            </span>
            <span className="hidden gap-3 sm:flex">
              <span className="h-2 w-10 rounded-full bg-surface-2" />
              <span className="h-2 w-10 rounded-full bg-surface-2" />
              <span className="h-2 w-10 rounded-full bg-surface-2" />
            </span>
            <span className="h-7 w-20 rounded-lg bg-accent" />
          </div>
          <div className="relative mt-5 overflow-hidden rounded-xl bg-gradient-to-br from-[#4338ca] via-[#6d28d9] to-[#db2777] p-5 sm:p-7">
            <span className="absolute -right-10 -top-10 size-40 rounded-full bg-white/10" />
            <span className="absolute -bottom-16 right-16 size-32 rounded-full bg-white/10" />
            <span className="block h-3.5 w-4/5 rounded-full bg-white/95" />
            <span className="mt-2.5 block h-3.5 w-3/5 rounded-full bg-white/95" />
            <span className="mt-4 block h-2 w-2/3 rounded-full bg-white/60" />
            <span className="mt-2 block h-2 w-1/2 rounded-full bg-white/60" />
            <span className="mt-5 flex gap-2">
              <span className="h-8 w-24 rounded-lg bg-white" />
              <span className="h-8 w-20 rounded-lg border border-white/60" />
            </span>
          </div>
          <div className="mt-4 grid grid-cols-3 gap-3">
            {["bg-accent-soft", "bg-[#dcfce7] dark:bg-[#14532d]", "bg-[#fef3c7] dark:bg-[#78350f]"].map((tint) => (
              <span key={tint} className="rounded-xl border border-border p-3">
                <span className={`block size-7 rounded-lg ${tint}`} />
                <span className="mt-3 block h-2 w-4/5 rounded-full bg-fg/70" />
                <span className="mt-1.5 block h-1.5 w-full rounded-full bg-surface-2" />
                <span className="mt-1 block h-1.5 w-3/5 rounded-full bg-surface-2" />
              </span>
            ))}
          </div>
        </div>
      </div>

      <div
        data-parallax-depth="1.2"
        className="parallax-layer absolute -right-1 top-10 sm:-right-6 sm:top-16 lg:-right-4"
      >
        <div className="float-slow flex items-center gap-3 rounded-2xl border border-border bg-bg/95 p-3 pr-4 shadow-mock backdrop-blur">
          <Icon name="bell-ring" className="size-9 rounded-xl bg-[#dcfce7] p-2.5 text-[#166534] dark:bg-[#14532d] dark:text-[#bbf7d0]" />
          <span>
            <span className="block text-xs font-semibold">New consultation request</span>
            <span className="block text-[0.6875rem] text-muted">Just now · from your website</span>
          </span>
        </div>
      </div>

      <div data-parallax-depth="0.9" className="parallax-layer absolute -left-1 bottom-0 sm:-left-6 sm:bottom-4">
        <div className="float-slower flex items-center gap-3 rounded-2xl border border-border bg-bg/95 p-3 pr-4 shadow-mock backdrop-blur">
          <Icon name="search" className="size-9 rounded-xl bg-accent-soft p-2.5 text-accent-soft-fg" />
          <span>
            <span className="block text-xs font-semibold">Found in local search</span>
            <FiveStars className="mt-1 block h-3" />
          </span>
        </div>
      </div>

      <div
        data-parallax-depth="1.5"
        className="parallax-layer absolute -bottom-2 right-6 hidden w-28 sm:block lg:right-2"
      >
        <div className="rounded-[1.6rem] border-[5px] border-[#0f172a] bg-bg p-2 shadow-mock dark:border-[#334155]">
          <span className="mx-auto block h-1.5 w-8 rounded-full bg-surface-2" />
          <span className="mt-2 block h-16 rounded-lg bg-gradient-to-br from-[#4338ca] to-[#db2777]" />
          <span className="mt-2 block h-1.5 w-4/5 rounded-full bg-fg/70" />
          <span className="mt-1 block h-1.5 w-full rounded-full bg-surface-2" />
          <span className="mt-1 block h-1.5 w-3/5 rounded-full bg-surface-2" />
          <span className="mt-2 block h-5 rounded-md bg-accent" />
        </div>
      </div>
    </div>
  );
}
