import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/paths";

export default {
  ssr: true,
  // A separate output folder lets parallel builds (CI shards, local checks) not overwrite each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: () => prerenderPaths(),
} satisfies Config;
