// PLACEHOLDER owned by the lead-capture work (issue 3): routes re-export this as their `action`.
import { data, type ActionFunctionArgs } from "react-router";

export async function contactAction(_args: ActionFunctionArgs) {
  return data({ ok: false as const, error: "unavailable" }, { status: 503 });
}
