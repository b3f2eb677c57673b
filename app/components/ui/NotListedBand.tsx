import { Link } from "~/components/ui/RouterLinks";
import { Icon } from "~/components/ui/Icon";

/**
 * The band that closes a directory page (/locations, /industries): for visitors who did not find
 * themselves in the list, a way to contact us and a way to browse the other directory.
 */
export function NotListedBand({
  id,
  title,
  text,
  contactLabel,
  browse,
}: {
  id: string;
  title: string;
  text: string;
  contactLabel: string;
  browse: { to: string; label: string };
}) {
  return (
    <section aria-labelledby={id} className="border-t border-border bg-surface">
      <div className="container-page grid gap-6 py-14 sm:py-16 md:grid-cols-[1fr_auto] md:items-center">
        <div>
          <h2 id={id} className="text-h2 font-bold">
            {title}
          </h2>
          <p className="mt-3 max-w-2xl text-lead text-muted">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/contact" className="btn btn-primary">
            {contactLabel}
          </Link>
          <Link to={browse.to} className="btn btn-secondary">
            {browse.label}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
