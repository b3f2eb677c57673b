import { Icon } from "~/components/ui/Icon";
import { formattedAddress, mapsUrl, site, terms } from "@content/site";

/** Phone, email, address (with a map link) and opening hours, all from site.ts. */
export function ContactDetailsCard() {
  const rowClass = "flex gap-4";
  const iconClass = "inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-soft-fg";
  return (
    <section aria-labelledby="contact-details-title" className="card p-6 sm:p-8" data-testid="contact-details">
      <h2 id="contact-details-title" className="text-h3 font-bold">
        Contact information
      </h2>
      <ul className="mt-6 space-y-6">
        <li className={rowClass}>
          <span className={iconClass}>
            <Icon name="phone" className="size-5" />
          </span>
          <div>
            <p className="text-sm text-muted">Phone</p>
            <a href={site.phoneHref} className="text-lg font-semibold hover:text-accent">
              {site.phone}
            </a>
          </div>
        </li>
        <li className={rowClass}>
          <span className={iconClass}>
            <Icon name="mail" className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-sm text-muted">Email</p>
            <a href={`mailto:${site.email}`} className="font-semibold break-all hover:text-accent">
              {site.email}
            </a>
          </div>
        </li>
        <li className={rowClass}>
          <span className={iconClass}>
            <Icon name="map-pin" className="size-5" />
          </span>
          <div>
            <p className="text-sm text-muted">Office</p>
            <address className="font-semibold not-italic">{formattedAddress}</address>
            <a href={mapsUrl} target="_blank" rel="noopener noreferrer" className="mt-1 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-accent hover:underline">
              Get directions <span className="sr-only">(opens Google Maps in a new tab)</span>
              <Icon name="external-link" className="size-4" />
            </a>
          </div>
        </li>
        <li className={rowClass}>
          <span className={iconClass}>
            <Icon name="clock" className="size-5" />
          </span>
          <div>
            <p className="text-sm text-muted">Hours</p>
            <p className="font-semibold">
              {site.hours.days}, {site.hours.display}
            </p>
            <p className="mt-1 text-sm text-muted">Messages sent outside these hours are answered {terms.replyPromiseFull}.</p>
          </div>
        </li>
      </ul>
    </section>
  );
}
