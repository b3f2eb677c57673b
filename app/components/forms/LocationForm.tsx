// PLACEHOLDER owned by the lead-capture work (issue 3): keep the export name and props.
import type { Town } from "~/content/types";

export function LocationForm({ town }: { town: Town }) {
  return (
    <form method="post" data-testid="location-form" className="grid gap-4">
      <input type="hidden" name="kind" value="location" />
      <input type="hidden" name="location" value={town.slug} />
      {(["name", "email", "phone", "message"] as const).map((field) => (
        <div key={field}>
          <label htmlFor={`location-${field}`} className="block text-sm font-medium capitalize">
            {field}
          </label>
          <input id={`location-${field}`} name={field} className="mt-1 min-h-11 w-full rounded-xl border border-border bg-bg px-4" />
        </div>
      ))}
      <button type="submit" className="btn btn-primary">
        Send Message
      </button>
    </form>
  );
}
