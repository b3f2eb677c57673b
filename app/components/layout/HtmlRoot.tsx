import type { ComponentProps } from "react";
import { browserRunsPreact } from "~/lib/browser-renderer";

/**
 * The document's <html> element. Preact hydrates into document.documentElement (it maps
 * `document` to it), so in the browser bundle the element itself is already the container and
 * only its children are part of the tree; the server renders the element.
 */
export function HtmlRoot({ lang, children, ...attributes }: ComponentProps<"html"> & { lang: string }) {
  if (browserRunsPreact) return <>{children}</>;
  return (
    <html lang={lang} {...attributes}>
      {children}
    </html>
  );
}
