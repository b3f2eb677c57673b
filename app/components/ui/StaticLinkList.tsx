import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import type { LinkEntry } from "@content/types";
import { escapeXml } from "~/lib/xml";

/**
 * The list's items as HTML, exactly as the site's `<Link>` writes them (no `data-discover`: the router
 * finds a route when a link is followed, decision 059), so the page's HTML is the same as with one
 * `<Link>` per item.
 */
function linkListHtml(links: LinkEntry[], linkClassName: string): string {
  return links
    .map((link) => `<li><a class="${escapeXml(linkClassName)}" href="${escapeXml(link.path)}">${escapeXml(link.name)}</a></li>`)
    .join("");
}

/** A plain left click on a link to this site, which the router should handle instead of the browser. */
function routableLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a") : null;
  if (!link || link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return null;
  return link;
}

/**
 * A list of links that never changes after render (the footer's lists), at no hydration cost: React
 * sets its HTML in one go (`dangerouslySetInnerHTML`) and never walks its items, where a `<Link>` per
 * item is a component with several hooks to hydrate. One listener on the list sends clicks through
 * the router (a client-side navigation, like `<Link>`); before it is attached, a click is an
 * ordinary page load of the same address.
 */
export function StaticLinkList({ links, className, linkClassName }: { links: LinkEntry[]; className: string; linkClassName: string }) {
  const list = useRef<HTMLUListElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const link = routableLink(event);
      if (!link) return;
      event.preventDefault();
      void navigate(`${link.pathname}${link.search}${link.hash}`);
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [navigate]);
  return <ul ref={list} className={className} dangerouslySetInnerHTML={{ __html: linkListHtml(links, linkClassName) }} />;
}
