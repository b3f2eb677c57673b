import { isRouteErrorResponse, useRouteError } from "react-router";
import { Link } from "~/components/ui/RouterLinks";

export function NotFound() {
  return (
    <section className="container-page section flex min-h-[60vh] flex-col items-center justify-center text-center">
      <p className="text-7xl font-extrabold text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-h1 font-bold">Oops! Page not found</h1>
      <p className="mt-4 max-w-prose text-lead text-muted">
        The page you are looking for doesn't exist or has been moved.
      </p>
      <Link to="/" className="btn btn-primary mt-8">
        Return to Home
      </Link>
    </section>
  );
}

/**
 * Error boundary of a page route whose loader answers 404 for an unknown id (a town, an industry):
 * the page shows the not-found content inside its own route, so a link away does not remount the
 * whole document as leaving the root error boundary does. Anything else goes up to the root.
 */
export function NotFoundBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFound />;
}
