import { Link } from "~/components/ui/RouterLinks";
import { site } from "@content/site";
import { Notice } from "~/components/ui/Notice";

/**
 * What the two pages a visitor reaches from their booking emails share: /book/cancel/<token> (the cancel
 * link) and /book/manage/<token> (move or cancel). Both cancel the same way and say the same after it.
 */

/** Why a cancel did not go through, in the visitor's words. */
export const CANCEL_FAILURE_TEXT = {
  not_found: "We could not find this booking.",
  already_cancelled: "This consultation was already cancelled.",
  past: "This consultation has already taken place, so it can no longer be cancelled.",
} as const;

/** Said once, right after the visitor's own cancel went through. */
export function CancelledNotice({ email }: { email: string }) {
  return (
    <Notice tone="success" className="mt-6">
      Your consultation is cancelled. We sent a confirmation to {email}.
    </Notice>
  );
}

/** Where to go once the booking is cancelled. */
export function CancelledActions() {
  return (
    <div className="mt-7 flex flex-col gap-3 sm:flex-row">
      <Link to="/book" className="btn btn-primary">
        Book a new time
      </Link>
      <Link to="/" className="btn btn-secondary">
        Back to home
      </Link>
    </div>
  );
}

/** The way to a person, under everything else. */
export function QuestionsCallUs({ className }: { className: string }) {
  return (
    <p className={`text-sm text-muted ${className}`}>
      Questions? Call{" "}
      <a href={site.phoneHref} className="font-semibold text-accent underline underline-offset-2">
        {site.phone}
      </a>
      .
    </p>
  );
}
