import type { LinkProps } from "react-router";
import { Link } from "~/components/ui/RouterLinks";
import { usePagePath } from "~/lib/page-path";

interface PageLinkProps extends Omit<LinkProps, "to" | "className"> {
  to: string;
  className: (current: boolean) => string;
}

/**
 * A navigation link that marks itself when it leads to the page being shown (`aria-current`).
 * React Router's NavLink compares against the raw location, which is `/services/` while the page is
 * prerendered: the mark would then be missing from the HTML and appear only after hydration.
 */
export function PageLink({ to, className, ...rest }: PageLinkProps) {
  const current = usePagePath() === to;
  return <Link to={to} aria-current={current ? "page" : undefined} className={className(current)} {...rest} />;
}
