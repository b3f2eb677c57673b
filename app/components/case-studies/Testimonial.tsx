import { Icon } from "~/components/ui/Icon";
import type { CaseStudy } from "@content/types";
import { FiveStars } from "~/components/ui/FiveStars";

export function Testimonial({ testimonial }: { testimonial: CaseStudy["testimonial"] }) {
  return (
    <section aria-labelledby="testimonial-title" className="section bg-surface">
      <div className="container-page">
        <h2 id="testimonial-title" className="sr-only">
          Client Testimonial
        </h2>
        <figure className="mx-auto max-w-3xl text-center">
          <Icon name="quote" className="mx-auto size-10 text-accent" />
          <FiveStars className="mx-auto mt-4 h-4" />
          <blockquote className="mt-6 text-lead font-medium sm:text-xl sm:leading-relaxed">
            <p>“{testimonial.text}”</p>
          </blockquote>
          <figcaption className="mt-6">
            <span className="block font-bold">{testimonial.author}</span>
            <span className="block text-sm text-muted">{testimonial.position}</span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
