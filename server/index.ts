import { serve } from "@hono/node-server";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { loadStaticFiles } from "./http/static-files";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";

const build = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as ServerBuild;
const staticFiles = await loadStaticFiles(join(buildDir, "client"));
const app = createApp({ build, staticFiles });

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Serving ${buildDir} on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${info.port}`);
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, closing`);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
