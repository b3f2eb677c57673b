import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { startBackend } from "./backend";
import { readConfig } from "./config";
import { gracefulClose } from "./http/graceful-close";
import { answerConnect } from "./http/connect-method";
import { loadStaticFiles } from "./http/static-files";

export interface ProductionServerOptions {
  /** React Router's server build: the module this function is bundled into (`server/index.ts`). */
  build: ServerBuild;
  /** The build folder (`client/` holds the static files); that of the running build, not `BUILD_DIR`'s guess. */
  buildDir: string;
}

/**
 * The production server (`npm start`): config, static files, backend, listen; graceful shutdown on
 * SIGTERM/SIGINT (drains, then stops the backend). Nothing runs until it is called.
 */
export async function startProductionServer({ build, buildDir }: ProductionServerOptions): Promise<Server> {
  const config = readConfig();
  const staticFiles = await loadStaticFiles(join(buildDir, "client"));
  // The database is migrated and the outbox running before the first request is accepted.
  const backend = await startBackend(config);
  const app = createApp({
    build,
    staticFiles,
    contact: backend.service,
    booking: backend.booking,
    accounts: backend.accounts,
    inbox: backend.inbox,
    signInLimiter: backend.signInLimiter,
    ceremonyLimiter: backend.ceremonyLimiter,
    trustProxyHops: config.trustProxyHops,
    siteOrigin: config.siteOrigin,
  });

  // Without `createServer`/`serverOptions`, serve() makes a plain node:http server.
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(`Serving ${buildDir} on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${info.port}`);
  }) as Server;
  const connections = gracefulClose(server);
  // CONNECT never reaches the Hono app: the server itself answers it (405 with Allow).
  answerConnect(server);

  /** Long enough for idle keep-alive connections to reach their timeout (5 s, +1 s in Node). */
  const DRAIN_LIMIT_MS = 7_000;
  /** Under the 10 s a process manager usually waits before SIGKILL. */
  const SHUTDOWN_LIMIT_MS = 9_500;

  let stopping = false;
  /**
   * A deploy drops nothing: stop accepting connections, answer every request already sent (each
   * answer closes its connection), then stop the outbox (the email being sent finishes; anything not
   * yet sent stays queued in the database for the next start), close the database, exit.
   */
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: answering open requests, then closing`);
    setTimeout(() => {
      console.error(`Shutdown took over ${SHUTDOWN_LIMIT_MS / 1000} s; exiting anyway (unsent leads stay queued)`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    const { cut } = await connections.close(DRAIN_LIMIT_MS);
    if (cut > 0) console.error(`Closed ${cut} connection(s) still open after ${DRAIN_LIMIT_MS / 1000} s`);
    try {
      await backend.stop();
    } catch (error) {
      console.error(`Error while stopping: ${error instanceof Error ? error.message : String(error)}`);
    }
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  return server;
}
