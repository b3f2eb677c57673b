/**
 * In the browser the forms submit through this wrapper (re-exported as `clientAction` by the form
 * routes): whatever goes wrong on the way (offline, a proxy's 502, a crashed server) becomes a
 * failure result the form shows as its toast, instead of replacing the page with an error screen.
 */
import type { ClientActionFunctionArgs } from "react-router";
import { formKindOf, type ContactActionResult } from "@domain/lead/fields";

export async function contactClientAction({ request, serverAction }: ClientActionFunctionArgs): Promise<ContactActionResult> {
  const form = formKindOf((await request.clone().formData()).get("kind"));
  try {
    return (await serverAction()) as ContactActionResult;
  } catch {
    return { form, ok: false, error: "unavailable", values: {} };
  }
}
