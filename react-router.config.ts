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
  // Every route in the browser from the start: lazy discovery patches the router after load, and that state
  // change makes React render every section still waiting to hydrate from scratch (decision 016).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
