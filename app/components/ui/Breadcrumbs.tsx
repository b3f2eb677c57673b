import { Link } from "~/components/ui/RouterLinks";
import { Icon } from "~/components/ui/Icon";
import type { LinkEntry } from "@content/types";

/**
 * "Home › Section › Page" trail above a detail page's heading. The last entry is the current page:
 * it is text, not a link, and carries aria-current.
 */
export function Breadcrumbs({ trail, current }: { trail: LinkEntry[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1.5">
        {trail.map((entry) => (
          <li key={entry.path} className="flex items-center gap-1.5">
            <Link to={entry.path} className="rounded underline-offset-4 hover:text-accent hover:underline">
              {entry.name}
            </Link>
            <Icon name="chevron-right" className="size-3.5 shrink-0" />
          </li>
        ))}
        <li aria-current="page" className="font-medium text-fg">
          {current}
        </li>
      </ol>
    </nav>
  );
}
