import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { appServices, startBackend } from "./backend";
import { readConfig } from "./config";
import { gracefulClose } from "./http/graceful-close";
import { answerConnect } from "./http/connect-method";
import { loadStaticFiles } from "./http/static-files";
import { logProcessWarnings, logger } from "./log";

export interface ProductionServerOptions {
  /** React Router's server build: the module this function is bundled into (`server/index.ts`). */
  build: ServerBuild;
  /** The build folder (`client/` holds the static files); that of the running build, not `BUILD_DIR`'s guess. */
  buildDir: string;
}

/**
 * The production server (`npm start`): config, static files, backend, listen; graceful shutdown on
 * SIGTERM/SIGINT (not-ready, serve for `SHUTDOWN_DRAIN_MS`, close the listener, answer what is
 * queued, then stop the backend). Nothing runs until it is called.
 */
export async function startProductionServer({ build, buildDir }: ProductionServerOptions): Promise<Server> {
  logProcessWarnings();
  const config = readConfig();
  const staticFiles = await loadStaticFiles(join(buildDir, "client"));
  // The database is migrated and the outbox running before the first request is accepted.
  const backend = await startBackend(config);
  // Set once a SIGTERM arrived: the health check answers 503 while requests are still served.
  let stopping = false;
  const app = createApp({
    build,
    staticFiles,
    ...appServices(backend, config),
    ready: () => !stopping,
  });

  if (!config.siteOrigin && config.trustProxyHops === 0) {
    // docs/security.md, "Which posts are the site's own": the Host header is never taken for the site's origin.
    logger.warn("SITE_URL is not set: form posts and workspace sign-ins are taken only from a loopback address (set SITE_URL to the public origin)");
  }
  // Without `createServer`/`serverOptions`, serve() makes a plain node:http server.
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.log(`Serving ${buildDir} on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${info.port}`);
  }) as Server;
  const connections = gracefulClose(server);
  // CONNECT never reaches the Hono app: the server itself answers it (405 with Allow).
  answerConnect(server);

  const drainMs = config.shutdownDrainMs;
  /** After the drain: time to accept what the kernel queued and answer what was accepted before the rest is cut. */
  const TAIL_MS = 2_000;
  /**
   * Exit however the outbox stop goes (an SMTP send in progress may hang): 9.5 s with the default
   * 5 s drain, under the 10 s a process manager usually waits before SIGKILL (README: Run).
   */
  const SHUTDOWN_LIMIT_MS = drainMs + TAIL_MS + 2_500;

  /**
   * A deploy resets nothing and drops no lead: report not-ready at once and keep serving for
   * `SHUTDOWN_DRAIN_MS` (a load balancer stops sending), then close the listener once the
   * connections the kernel already queued are accepted, answer them and every request in flight,
   * close idle keep-alive connections, stop the outbox (the email being sent finishes; anything not
   * yet sent stays queued in the database for the next start), close the database, exit.
   */
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    const started = performance.now();
    logger.log(`${signal} received: /healthz answers 503; serving for ${drainMs / 1000} s more, then closing`);
    setTimeout(() => {
      logger.error(`Shutdown took over ${SHUTDOWN_LIMIT_MS / 1000} s; exiting anyway (unsent leads stay queued)`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    const { cut, lateAccepted } = await connections.drain({ drainMs, tailMs: TAIL_MS });
    if (lateAccepted > 0) logger.log(`Accepted ${lateAccepted} queued connection(s) before closing the listener`);
    if (cut > 0) logger.error(`Closed ${cut} connection(s) still open ${TAIL_MS / 1000} s after the drain`);
    try {
      await backend.stop();
    } catch (error) {
      logger.error(`Error while stopping: ${error instanceof Error ? error.message : String(error)}`);
    }
    logger.log(`Stopped ${((performance.now() - started) / 1000).toFixed(1)} s after ${signal}`);
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  return server;
}
