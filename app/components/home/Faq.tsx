import { Icon } from "~/components/ui/Icon";
import type { Question } from "@content/home";

/**
 * Questions as native disclosures (<details>/<summary>): keyboard and screen-reader support built in,
 * they work without JavaScript, and the answer text is in the HTML for search engines.
 */
export function Faq({ questions, headingLevel = 3, className = "" }: { questions: Question[]; headingLevel?: 3 | 4; className?: string }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className={`divide-y divide-border overflow-hidden rounded-2xl border border-border bg-bg ${className}`} data-testid="faq">
      {questions.map((item) => (
        <details key={item.id} id={item.id} className="group" data-testid="faq-item">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 transition-colors hover:bg-surface sm:px-6 [&::-webkit-details-marker]:hidden">
            <Heading className="text-base font-semibold">{item.question}</Heading>
            <Icon name="chevron-down" className="size-5 shrink-0 text-muted transition-transform duration-200 group-open:rotate-180" />
          </summary>
          <p className="px-5 pb-5 text-muted sm:px-6">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
