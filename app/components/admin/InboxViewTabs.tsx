import { Link } from "react-router";
import { INBOX_VIEWS, VIEW_LABELS, type InboxView } from "@domain/inbox";
import { INITIAL_SCROLL_TARGET, useInitialScroll } from "./initial-scroll";

/**
 * The inbox's views as one row of tabs. On a phone the row scrolls sideways (it never wraps, so
 * nothing below it moves) and starts with the current view in view: tabbing through its links scrolls it
 * too. A new view is one entry in the domain's `INBOX_VIEWS`.
 */
export function InboxViewTabs({ current, counts, hrefOf }: { current: InboxView; counts: Record<InboxView, number>; hrefOf: (view: InboxView) => string }) {
  const scroller = useInitialScroll<HTMLElement>();
  return (
    <nav ref={scroller} aria-label="Inbox views" className="-mx-4 mt-5 overflow-x-auto overscroll-x-contain px-4 [scrollbar-width:thin] sm:mx-0 sm:px-0" data-testid="inbox-views">
      <ul className="flex w-max gap-1">
        {INBOX_VIEWS.map((view) => (
          <li key={view} className={view === current ? INITIAL_SCROLL_TARGET : undefined} data-initial-scroll={view === current ? "" : undefined}>
            <Link
              to={hrefOf(view)}
              aria-current={view === current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-lg px-3 text-sm font-medium no-underline ${view === current ? "bg-accent text-accent-fg" : "bg-surface text-fg hover:bg-surface-2"}`}
            >
              {VIEW_LABELS[view]} <span className="tabular-nums">{counts[view]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
