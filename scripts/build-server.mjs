// Compiles the production server (server/index.ts and the modules it imports) ahead of time into one
// ES module, so `npm start` runs plain `node` with no TypeScript loader. Packages stay imports from
// node_modules; React Router's server build is imported from BUILD_DIR when the server starts.
import { join } from "node:path";
import { build } from "esbuild";

const outfile = join(process.env.BUILD_DIR ?? "build", "server-entry.js");
await build({
  entryPoints: ["server/index.ts"],
  outfile,
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node24",
  logLevel: "warning",
});
console.log(`server → ${outfile}`);
