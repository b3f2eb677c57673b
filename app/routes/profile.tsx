import { Link, data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/profile";
import { fullTitle, pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/ui/PageHeader";

import { caseStudyById } from "~/content/case-studies";

export function loader({ params }: Route.LoaderArgs) {
  const profile = caseStudyById(params.id);
  if (!profile) throw data(null, { status: 404, statusText: "Not Found" });
  return { id: params.id, profile };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({ title: loaderData.profile.name, description: loaderData.profile.description, path: `/profile/${loaderData.id}` })
    : [];

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  return <PageHeader eyebrow="Case study" title={loaderData.profile.name} intro={loaderData.profile.description} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="container-page section flex min-h-[60vh] flex-col items-center justify-center text-center">
      <title>{fullTitle("Profile Not Found")}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-h1 font-bold">Profile Not Found</h1>
      <p className="mt-4 max-w-prose text-lead text-muted">The case study you're looking for doesn't exist or has been moved.</p>
      <Link to="/" className="btn btn-primary mt-8">
        Back to Home
      </Link>
    </section>
  );
}
