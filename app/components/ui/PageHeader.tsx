import type { ReactNode } from "react";
import { PaintedWhole } from "./PaintedWhole";

/**
 * The heading block that opens every inner page. It is painted whole (PaintedWhole): on a slow connection
 * its buttons and chips, half-arrived, fitted one row and then wrapped to the next.
 */
export function PageHeader({ eyebrow, title, intro, children }: { eyebrow?: string; title: string; intro: ReactNode; children?: ReactNode }) {
  return (
    <div className="border-b border-border bg-surface">
      <PaintedWhole id="page-header-end">
        <div className="container-page py-14 sm:py-20">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 className="mt-4 max-w-4xl text-h1 font-extrabold">{title}</h1>
          <div className="mt-5 max-w-3xl text-lead text-muted">{intro}</div>
          {children}
        </div>
      </PaintedWhole>
    </div>
  );
}
