import { Link } from "react-router";
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
      className="relative mx-auto w-full max-w-[34rem] pb-6 before:absolute before:-inset-6 before:-z-10 before:rounded-[2.5rem] before:bg-gradient-to-tr before:from-accent/25 before:via-fuchsia-500/15 before:to-sky-400/20 before:blur-2xl sm:pb-10 lg:max-w-none lg:pl-4"
      data-testid="hero-mockup"
    >
      <div data-parallax-depth="0.5" className="parallax-layer relative overflow-hidden rounded-2xl border border-border bg-bg shadow-mock">
        {/* Shapes that are only decoration are drawn as ::before/::after where they can be, so the mock-up
            costs few elements; a flex container's pseudo-elements are flex items like its children. */}
        <div className="flex items-center gap-3 border-b border-border bg-surface px-4 py-3 after:w-[3.25rem]">
          <span className="flex gap-1.5 before:size-3 before:rounded-full before:bg-[#f87171] after:size-3 after:rounded-full after:bg-[#34d399]">
            <span className="size-3 rounded-full bg-[#fbbf24]" />
          </span>
          <span className="mx-auto flex w-full max-w-60 items-center justify-center gap-1.5 rounded-full border border-border bg-bg px-3 py-1 text-xs text-muted">
            <Icon name="lock" className="size-3" />
            yourbusiness.com
          </span>
        </div>
        <div className="p-4 sm:p-6">
          <div className="flex items-center justify-between">
            <span className="flex items-center gap-2 before:size-6 before:rounded-lg before:bg-accent after:h-2.5 after:w-20 after:rounded-full after:bg-fg/80" />
            <span className="hidden gap-3 before:h-2 before:w-10 before:rounded-full before:bg-surface-2 after:h-2 after:w-10 after:rounded-full after:bg-surface-2 sm:flex">
              <span className="h-2 w-10 rounded-full bg-surface-2" />
            </span>
            <span className="h-7 w-20 rounded-lg bg-accent" />
          </div>
          <div className="relative mt-5 overflow-hidden rounded-xl bg-gradient-to-br from-[#4338ca] via-[#6d28d9] to-[#db2777] p-5 before:absolute before:-right-10 before:-top-10 before:size-40 before:rounded-full before:bg-white/10 after:absolute after:-bottom-16 after:right-16 after:size-32 after:rounded-full after:bg-white/10 sm:p-7">
            <span className="block h-3.5 w-4/5 rounded-full bg-white/95" />
            <span className="mt-2.5 block h-3.5 w-3/5 rounded-full bg-white/95" />
            <span className="mt-4 block h-2 w-2/3 rounded-full bg-white/60" />
            <span className="mt-2 block h-2 w-1/2 rounded-full bg-white/60" />
            <span className="mt-5 flex gap-2 before:h-8 before:w-24 before:rounded-lg before:bg-white after:h-8 after:w-20 after:rounded-lg after:border after:border-white/60" />
          </div>
          <div className="mt-4 grid grid-cols-3 gap-3">
            {["before:bg-accent-soft", "before:bg-[#dcfce7] dark:before:bg-[#14532d]", "before:bg-[#fef3c7] dark:before:bg-[#78350f]"].map((tint) => (
              <span
                key={tint}
                className={`rounded-xl border border-border p-3 before:block before:size-7 before:rounded-lg ${tint} after:mt-1 after:block after:h-1.5 after:w-3/5 after:rounded-full after:bg-surface-2`}
              >
                <span className="mt-3 block h-2 w-4/5 rounded-full bg-fg/70" />
                <span className="mt-1.5 block h-1.5 w-full rounded-full bg-surface-2" />
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
        <div className="rounded-[1.6rem] border-[5px] border-[#0f172a] bg-bg p-2 shadow-mock before:mx-auto before:block before:h-1.5 before:w-8 before:rounded-full before:bg-surface-2 after:mt-2 after:block after:h-5 after:rounded-md after:bg-accent dark:border-[#334155]">
          <span className="mt-2 block h-16 rounded-lg bg-gradient-to-br from-[#4338ca] to-[#db2777]" />
          <span className="mt-2 block h-1.5 w-4/5 rounded-full bg-fg/70" />
          <span className="mt-1 block h-1.5 w-full rounded-full bg-surface-2" />
          <span className="mt-1 block h-1.5 w-3/5 rounded-full bg-surface-2" />
        </div>
      </div>
    </div>
  );
}
