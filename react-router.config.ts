import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/pages";

export default {
  ssr: true,
  // A separate output folder lets parallel builds (CI shards, local checks) not overwrite each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: () => prerenderPaths(),
  // The only client exports that could be split off are the forms' clientAction, and its code sits
  // in the shared chunk every page loads anyway: splitting would add a request at submit time.
  splitRouteModules: false,
  // The browser starts with the routes of the page it is on and asks for another's when a link to it is
  // followed: matching all routes at hydration was one long task on every page (decision 059). Links never
  // ask on render (components/ui/RouterLinks.tsx): that patch would re-render waiting sections (decision 016).
  // The path is named so the server (server/http/page-routes.ts) knows it as React Router's, not a page.
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} satisfies Config;
