import { useEffect, useState, type KeyboardEvent } from "react";
import { Icon } from "~/components/ui/Icon";
import { testimonials } from "@content/testimonials";
import { homeStats } from "@content/home";
import { FiveStars } from "~/components/ui/FiveStars";
import { SectionHeading } from "./SectionHeading";

/** SPEC §9: the slide viewport is 210 px tall (it grows only if a slide would not fit, never clipping text). */
export const TESTIMONIAL_VIEWPORT_PX = 210;
/** SPEC §9: slides change over 500 ms (the CSS transition in app.css uses the same value). */
export const TESTIMONIAL_TRANSITION_MS = 500;

/** Next and previous wrap at both ends (SPEC §4). */
export const nextIndex = (index: number, count: number) => (index + 1) % count;
export const previousIndex = (index: number, count: number) => (index - 1 + count) % count;

/**
 * The testimonials carousel. It only moves when asked to (no autoplay). Slides are stacked in one grid
 * cell, so the viewport is as tall as the tallest slide and changing slides never shifts the layout.
 * Without JavaScript all three testimonials are listed one under another and the controls stay hidden.
 */
export function TestimonialCarousel({ className = "" }: { className?: string }) {
  const [index, setIndex] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const [hydrated, setHydrated] = useState(false);
  const count = testimonials.length;

  useEffect(() => setHydrated(true), []);

  const show = (next: number) => {
    setIndex(next);
    const testimonial = testimonials[next]!;
    setAnnouncement(`Testimonial ${next + 1} of ${count}: ${testimonial.author}, ${testimonial.position}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      show(nextIndex(index, count));
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      show(previousIndex(index, count));
    }
  };

  return (
    // The arrow keys are a shortcut for the buttons inside, which stay the primary keyboard path.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Client testimonials"
      onKeyDown={onKeyDown}
      className={`relative mx-auto max-w-3xl ${className}`}
      data-testid="testimonials"
    >
      <div className="card relative overflow-hidden px-6 pb-6 pt-8 sm:px-10 sm:pt-10">
        <Icon name="quote" className="absolute right-6 top-6 size-9 fill-current text-accent opacity-20 sm:right-10 sm:top-9 sm:size-11" />
        <div className="testimonial-viewport" style={{ minHeight: TESTIMONIAL_VIEWPORT_PX }} data-testid="testimonial-viewport">
          {testimonials.map((testimonial, i) => {
            const active = i === index;
            return (
              <div
                key={testimonial.author}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={hydrated && !active ? true : undefined}
                inert={hydrated && !active ? true : undefined}
                data-state={active ? "active" : i < index ? "before" : "after"}
                className="testimonial-slide flex flex-col"
                data-testid="testimonial-slide"
              >
                <figure className="flex flex-1 flex-col">
                <FiveStars className="h-5 self-start" />
                <blockquote className="mt-3 flex-1 text-lg font-medium leading-relaxed text-pretty">“{testimonial.content}”</blockquote>
                {/* A grid, not a flex row with a wrapper round the two lines: the initials span both rows. */}
                <figcaption className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 text-sm">
                  <span
                    aria-hidden="true"
                    className="row-span-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-fg"
                  >
                    {testimonial.author
                      .replace(/^Dr\.\s*/, "")
                      .split(" ")
                      .map((part) => part[0])
                      .join("")}
                  </span>
                  <span className="self-end font-semibold text-fg">{testimonial.author}</span>
                  <span className="self-start text-muted">
                    {testimonial.position} · {testimonial.location}
                  </span>
                </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
        <div className="js-only mt-6 flex items-center justify-between border-t border-border pt-5">
          <button
            type="button"
            onClick={() => show(previousIndex(index, count))}
            aria-label="Previous testimonial"
            className="inline-flex size-11 items-center justify-center rounded-full border border-border bg-bg transition-colors hover:border-accent hover:text-accent"
            data-testid="testimonial-prev"
          >
            <Icon name="chevron-left" className="size-5" />
          </button>
          <div className="flex items-center">
            {testimonials.map((testimonial, i) => (
              <button
                key={testimonial.author}
                type="button"
                onClick={() => show(i)}
                aria-label={`Show testimonial ${i + 1} of ${count}`}
                aria-current={i === index ? "true" : undefined}
                className="group inline-flex size-11 items-center justify-center rounded-full"
                data-testid="testimonial-dot"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all duration-300 ${
                    i === index ? "w-7 bg-accent" : "w-2.5 bg-border group-hover:bg-muted"
                  }`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => show(nextIndex(index, count))}
            aria-label="Next testimonial"
            className="inline-flex size-11 items-center justify-center rounded-full border border-border bg-bg transition-colors hover:border-accent hover:text-accent"
            data-testid="testimonial-next"
          >
            <Icon name="chevron-right" className="size-5" />
          </button>
        </div>
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="testimonial-status">
        {announcement}
      </p>
    </div>
  );
}

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="section bg-surface" id="testimonials">
      <div className="container-page">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="What local business owners say"
          intro="Real results for the auto shops, cafés and clinics down the street."
        />
        <TestimonialCarousel className="mt-12" />
        <dl className="mx-auto mt-12 grid max-w-3xl grid-cols-3 gap-3 sm:gap-6" data-testid="home-stats">
          {homeStats.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-2xl border border-border bg-bg px-3 py-6 text-center sm:px-6">
              <dt className="text-sm font-medium text-muted">{stat.label}</dt>
              <dd className="stat-value order-first text-3xl font-black tracking-tight sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
