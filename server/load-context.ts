import type { RouterContextProvider, ServerBuild } from "react-router";
import type { RequestValues } from "../app/lib/request-context.server";

type CreateLoadContext = (values: RequestValues) => RouterContextProvider;

/**
 * The factory of every request's React Router context, taken from the server build (entry.server.tsx
 * re-exports it). The routes read the context through keys created inside that build; this server is
 * compiled apart from it, so importing the module here would create a second set of keys that no
 * route reads.
 */
export function loadContextFactory(build: ServerBuild): CreateLoadContext {
  const createLoadContext = (build.entry.module as { createLoadContext?: unknown }).createLoadContext;
  if (typeof createLoadContext !== "function") throw new Error("The server build's entry.server exports no createLoadContext: run npm run build");
  return createLoadContext as CreateLoadContext;
}
