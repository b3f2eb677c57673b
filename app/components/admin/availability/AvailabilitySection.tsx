import type { ReactNode } from "react";

/** The `name` that makes the page's sections one exclusive accordion (opening one closes the other). */
const ACCORDION = "availability";

/**
 * One section of the availability page as a disclosure: its heading is the button that opens it, and
 * the sections share a `<details name>`, so opening one closes the one that was open. That is the
 * browser's own behaviour: keyboard, screen readers and pages without JavaScript all get it, and the
 * page is a list of headings on a phone instead of five screens of fields. `open` is only where it
 * starts (React does not touch it again unless it changes), so a person's own choice stays.
 */
export function AvailabilitySection({ id, title, open, children }: { id: string; title: string; open: boolean; children: ReactNode }) {
  return (
    <details name={ACCORDION} open={open} className="card group mt-4 overflow-hidden" data-testid={`section-${id}`}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-5 py-4 hover:bg-surface-2 [&::-webkit-details-marker]:hidden">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {title}
        </h2>
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0 transition-transform group-open:rotate-180" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
          <path d="m3.5 6 4.5 4.5L12.5 6" />
        </svg>
      </summary>
      <section aria-labelledby={`${id}-heading`} className="px-5 pb-5">
        {children}
      </section>
    </details>
  );
}
