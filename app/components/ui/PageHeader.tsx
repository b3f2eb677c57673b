import type { ReactNode } from "react";

/** The heading block that opens every inner page. */
const PAGE_HEADER_END = "page-header-end";

export function PageHeader({ eyebrow, title, intro, children }: { eyebrow?: string; title: string; intro: ReactNode; children?: ReactNode }) {
  return (
    <div className="border-b border-border bg-surface">
      {/* The first paint waits until the parser is past the header (React hoists this link into the head): on a
          slow connection its buttons and chips, half-arrived, fitted one row and then wrapped to the next. */}
      <link rel="expect" href={`#${PAGE_HEADER_END}`} blocking="render" />
      <div className="container-page py-14 sm:py-20">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="mt-4 max-w-4xl text-h1 font-extrabold">{title}</h1>
        <div className="mt-5 max-w-3xl text-lead text-muted">{intro}</div>
        {children}
      </div>
      {/* Chromium lifts the block when this element's start tag is parsed: it has to come after the content. */}
      <span id={PAGE_HEADER_END} hidden />
    </div>
  );
}
