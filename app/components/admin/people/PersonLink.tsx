import { Link } from "react-router";
import { personPath } from "./person-path";

/** One line on a lead's or a booking's page: the way to everything from the same person (same email). */
export function PersonLink({ recordId, name }: { recordId: string; name: string }) {
  return (
    <p className="mt-1 text-sm">
      <Link to={personPath(recordId)} className="underline underline-offset-2" data-testid="person-link">
        {name}&rsquo;s leads, bookings and emails
      </Link>
    </p>
  );
}
