import { useState } from "react";
import { caseStudyCategories } from "@content/case-studies";
import type { CaseStudyCardSummary } from "@content/case-study-card";
import { CaseStudyCard } from "./CaseStudyCard";

type Category = (typeof caseStudyCategories)[number];

/**
 * The case study list (/profiles) with its category filter (SPEC §4: starts at All). The filter buttons need
 * JavaScript, so they only show once it runs; without it every card is listed.
 */
export function CaseStudiesBrowser({ caseStudies }: { caseStudies: CaseStudyCardSummary[] }) {
  const [category, setCategory] = useState<Category>("All");
  const shown = category === "All" ? caseStudies : caseStudies.filter((study) => study.category === category);
  const noun = shown.length === 1 ? "case study" : "case studies";

  return (
    <div>
      <div className="js-only flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div role="group" aria-label="Filter case studies by category" className="flex flex-wrap gap-2">
          {caseStudyCategories.map((name) => {
            const active = name === category;
            return (
              <button
                key={name}
                type="button"
                aria-pressed={active}
                onClick={() => setCategory(name)}
                className={`min-h-11 rounded-full border px-4 text-[0.9375rem] font-medium transition-colors ${
                  active ? "border-accent bg-accent text-accent-fg" : "border-border bg-bg hover:border-accent hover:text-accent"
                }`}
              >
                {name}
              </button>
            );
          })}
        </div>
        <p role="status" className="text-sm text-muted" data-testid="profiles-count">
          {category === "All" ? `Showing all ${shown.length} ${noun}` : `Showing ${shown.length} ${noun} in ${category}`}
        </p>
      </div>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="profiles-grid">
        {shown.map((study) => (
          <li key={study.id}>
            <CaseStudyCard study={study} headingLevel="h2" />
          </li>
        ))}
      </ul>
    </div>
  );
}
