import { Icon } from "~/components/ui/Icon";
import { LocationForm } from "~/components/forms/LocationForm";
import { site } from "@content/site";
import { replyPromiseOf } from "@domain/lead/reply-promise";
import type { Town } from "@content/types";

/** The town page's contact card: the on-page form plus the phone for people who would rather call. */
export function LocationContactCard({ town, id }: { town: Town; id: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="card scroll-mt-24 p-6 sm:p-8" data-testid="location-contact">
      <h2 id={`${id}-heading`} className="text-h3 font-bold">
        Get a free quote for your {town.name} business
      </h2>
      {/* min-h-lh: each row has its line's height before its text arrives, so an icon painted alone does not move. */}
      <ul className="mt-4 space-y-2 text-[0.9375rem] text-muted">
        <li className="flex min-h-lh items-center gap-2">
          <Icon name="phone" className="size-4 shrink-0 text-accent" />
          <a href={site.phoneHref} className="font-semibold text-fg hover:text-accent">
            {site.phone}
          </a>
        </li>
        <li className="flex min-h-lh items-center gap-2">
          <Icon name="clock" className="size-4 shrink-0 text-accent" />
          {/* The promise the form below makes, as its success message says it. */}
          We reply {replyPromiseOf("location").within}.
        </li>
      </ul>
      <div className="mt-6">
        <LocationForm town={town} />
      </div>
    </section>
  );
}
