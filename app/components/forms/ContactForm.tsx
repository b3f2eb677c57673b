// PLACEHOLDER owned by the lead-capture work (issue 3): keep the export name and props.
/** The full contact form. `idPrefix` keeps field ids unique if it appears on a page with other forms. */
export function ContactForm({ idPrefix = "contact" }: { idPrefix?: string }) {
  return (
    <form method="post" data-testid="contact-form" className="grid gap-4">
      <input type="hidden" name="kind" value="full" />
      {(["name", "email", "phone", "subject", "message"] as const).map((field) => (
        <div key={field}>
          <label htmlFor={`${idPrefix}-${field}`} className="block text-sm font-medium capitalize">
            {field}
          </label>
          <input id={`${idPrefix}-${field}`} name={field} className="mt-1 min-h-11 w-full rounded-xl border border-border bg-bg px-4" />
        </div>
      ))}
      <button type="submit" className="btn btn-primary">
        Send Message
      </button>
    </form>
  );
}
