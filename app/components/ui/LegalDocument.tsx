import type { LegalSection } from "@content/legal.server";
import { PageHeader } from "./PageHeader";
import { HydrationSlices } from "./HydrationSlices";
import { longDate } from "~/lib/calendar-dates";

/**
 * A plain-language legal page: heading, last-updated date, a contents list and numbered sections.
 * The sections' bodies are HTML rendered at build from content/legal/*.md (content/legal.server.ts).
 */
export function LegalDocument({ title, intro, updated, sections }: { title: string; intro: string; updated: string; sections: LegalSection[] }) {
  return (
    <HydrationSlices>
      <PageHeader eyebrow="Legal" title={title} intro={intro}>
        <p className="mt-6 text-sm text-muted">
          Last updated <time dateTime={updated}>{longDate(updated)}</time>
        </p>
      </PageHeader>
      <div className="container-page grid gap-12 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="legal-contents-title" className="lg:sticky lg:top-[calc(var(--spacing-header)+1.5rem)] lg:self-start">
          <h2 id="legal-contents-title" className="text-sm font-semibold uppercase tracking-wider">
            On this page
          </h2>
          <ol className="mt-4 space-y-1 text-[0.9375rem]">
            {sections.map((section, i) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="flex min-h-9 items-center gap-2 text-muted hover:text-accent">
                  <span className="w-5 shrink-0 tabular-nums">{i + 1}.</span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose-page">
          {sections.map((section, i) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} className={i === 0 ? "!mt-0" : undefined}>
                {i + 1}. {section.title}
              </h2>
              {/* Our own Markdown, rendered at build: trusted HTML. */}
              <div dangerouslySetInnerHTML={{ __html: section.html }} />
            </section>
          ))}
        </div>
      </div>
    </HydrationSlices>
  );
}
