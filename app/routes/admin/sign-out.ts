import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { field, formOf, signOut } from "~/lib/workspace.server";

/** `POST /admin/sign-out` ends this session; with `everywhere`, every session of the person. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  return signOut(request, context, field(form, "everywhere") === "1");
}

/** A sign-out is a post (a link or a prefetch must not end a session): GET goes back to the inbox. */
export function loader() {
  return redirect("/admin", 303);
}
