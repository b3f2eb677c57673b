import type { ReactNode } from "react";

/** The heading block that opens every inner page. */
export function PageHeader({ eyebrow, title, intro, children }: { eyebrow?: string; title: string; intro: ReactNode; children?: ReactNode }) {
  return (
    <div className="border-b border-border bg-surface">
      <div className="container-page py-14 sm:py-20">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="mt-4 max-w-4xl text-h1 font-extrabold">{title}</h1>
        <div className="mt-5 max-w-3xl text-lead text-muted">{intro}</div>
        {children}
      </div>
    </div>
  );
}
