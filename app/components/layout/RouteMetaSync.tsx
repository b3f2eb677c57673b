import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Meta } from "react-router";

/**
 * Keeps the page's <title>, meta tags, canonical link and JSON-LD in <head> in step with the route,
 * in the browser bundle (Preact), where <head> is the server's and is not hydrated (see DocumentHead).
 *
 * React Router's <Meta /> renders into a detached element; whenever that output changes (a
 * navigation, a revalidation), the elements it produced before are replaced in <head> by copies of
 * the new ones. On the first render the server's <head> already holds them: they are found by equality.
 */
export function RouteMetaSync() {
  const [rendered] = useState(() => document.createElement("div"));

  useEffect(() => {
    let current = claimServerElements([...rendered.children]);
    let lastHtml = rendered.innerHTML;
    const observer = new MutationObserver(() => {
      if (rendered.innerHTML === lastHtml) return;
      lastHtml = rendered.innerHTML;
      current = replaceInHead(current, [...rendered.children]);
    });
    observer.observe(rendered, { childList: true, subtree: true, attributes: true, characterData: true });
    return () => observer.disconnect();
  }, [rendered]);

  return createPortal(<Meta />, rendered);
}

/** The head elements equal to the given ones (each claimed once), in head order. */
function claimServerElements(wanted: Element[]): Element[] {
  const unclaimed = [...document.head.children];
  const claimed: Element[] = [];
  for (const element of wanted) {
    const index = unclaimed.findIndex((candidate) => candidate.isEqualNode(element));
    if (index === -1) continue;
    claimed.push(unclaimed[index]!);
    unclaimed.splice(index, 1);
  }
  return claimed;
}

/** Puts copies of `next` where `previous` were (or before the first script), removes `previous`. */
function replaceInHead(previous: Element[], next: Element[]): Element[] {
  const anchor = previous.find((element) => element.parentNode === document.head) ?? document.head.querySelector("script");
  const copies = next.map((element) => element.cloneNode(true) as Element);
  for (const copy of copies) document.head.insertBefore(copy, anchor);
  for (const element of previous) element.remove();
  return copies;
}
