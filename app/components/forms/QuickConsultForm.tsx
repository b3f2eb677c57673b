// PLACEHOLDER owned by the lead-capture work (issue 3): keep the export name and props.
export function QuickConsultForm() {
  return (
    <form method="post" className="flex flex-col gap-3 sm:flex-row" data-testid="quick-form">
      <input type="hidden" name="kind" value="quick" />
      <label htmlFor="quick-email" className="sr-only">
        Email address
      </label>
      <input id="quick-email" name="email" type="email" autoComplete="email" placeholder="you@business.com" className="min-h-11 flex-1 rounded-xl border border-border bg-bg px-4" />
      <button type="submit" className="btn btn-primary">
        Get Free Consultation
      </button>
    </form>
  );
}
