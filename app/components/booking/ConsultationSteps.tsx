import { consultation } from "@content/booking";

/** "What happens next" after booking, as numbered steps (the /book sidebar and the confirmation). */
export function ConsultationSteps({ compact = false, meeting }: { compact?: boolean; meeting: string }) {
  return (
    <ol className={compact ? "mt-4 space-y-4" : "mt-5 space-y-5"}>
      {consultation.nextSteps(meeting).map((step, index) => (
        <li key={step} className={`flex text-[0.9375rem] text-muted ${compact ? "gap-3" : "gap-4"}`}>
          <span
            aria-hidden="true"
            className={`inline-flex shrink-0 items-center justify-center rounded-full bg-accent font-bold text-accent-fg ${compact ? "size-7 text-sm" : "size-9"}`}
          >
            {index + 1}
          </span>
          <span className={compact ? "pt-0.5" : "pt-1.5"}>{step}</span>
        </li>
      ))}
    </ol>
  );
}
