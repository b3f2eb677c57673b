import { serve } from "@hono/node-server";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { startBackend } from "./backend";
import { readConfig } from "./config";
import { loadStaticFiles } from "./http/static-files";

const config = readConfig();
const build = (await import(pathToFileURL(join(config.buildDir, "server", "index.js")).href)) as ServerBuild;
const staticFiles = await loadStaticFiles(join(config.buildDir, "client"));
// The database is migrated and the outbox running before the first request is accepted.
const backend = await startBackend(config);
const app = createApp({ build, staticFiles, contact: backend.service, booking: backend.booking, trustProxyHops: config.trustProxyHops });

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Serving ${config.buildDir} on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${info.port}`);
});

let stopping = false;
/**
 * Stop taking requests, let the outbox finish the email it is sending (anything not yet sent stays
 * queued in the database for the next start), close the database, exit.
 */
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, closing`);
  setTimeout(() => {
    console.error("Shutdown took over 10 s; exiting anyway (unsent leads stay queued)");
    process.exit(1);
  }, 10_000).unref();
  server.close();
  backend
    .stop()
    .catch((error) => console.error(`Error while stopping: ${error instanceof Error ? error.message : String(error)}`))
    .finally(() => process.exit(0));
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
