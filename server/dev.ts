/**
 * `npm run dev`: the whole site with hot reload, no build. Vite runs in middleware mode (so React
 * Router's plugin adds no request handler of its own) and answers what is Vite's: modules, HMR, the
 * files in public/. Every other request goes to the Hono app (server/app.ts), which this launcher
 * loads through Vite's SSR module runner together with React Router's server build: the server and
 * the routes are one module graph, as in the production build (server/index.ts), and an edit to
 * either shows on the next request. The backend (database, outbox) starts before listening, and again
 * after an edit to one of its modules.
 *
 * Plain Node runs this file (type stripping): it imports only packages; the server's own modules
 * come through the runner.
 */
import { createServer } from "node:http";
import { resolve } from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer, isRunnableDevEnvironment, type EnvironmentModuleNode } from "vite";
import type * as AppModule from "./app.ts";
import type * as BackendModule from "./backend.ts";
import type * as ConfigModule from "./config.ts";
import { logger } from "./log.ts";

/** The contract's development port (`PORT` overrides it, as in production). */
const DEV_PORT = "5173";

const httpServer = createServer();
const vite = await createViteServer({
  appType: "custom",
  // HMR's WebSocket shares the site's port (and origin: the CSP's `'self'` allows it).
  server: { middlewareMode: true, hmr: { server: httpServer } },
});
const ssr = vite.environments.ssr;
if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error("Vite's ssr environment cannot run modules in this process");
const runner = ssr.runner;

const { readConfig } = await runner.import<typeof ConfigModule>("/server/config.ts");
const port = process.env.PORT?.trim() || DEV_PORT;
// Links in emails and the workspace's passkeys (their relying party is SITE_URL's host and origin)
// point at this server unless SITE_URL says otherwise.
const config = readConfig({ ...process.env, PORT: port, SITE_URL: process.env.SITE_URL?.trim() || `http://localhost:${port}` });

/** Database, services and outbox from the current modules (`server/backend.ts` and what it imports). */
async function startBackend() {
  const { startBackend } = await runner.import<typeof BackendModule>("/server/backend.ts");
  return startBackend(config);
}
let backend = await startBackend();

// The backend outlives requests, so it keeps the modules it was made from: after an edit to one of
// them (a service, a store, a validation rule), the next request gets a new backend.
const BACKEND_MODULE = resolve("server/backend.ts");
let backendStale = false;
let restarting: Promise<void> | undefined;
const importedByBackend = (file: string) => {
  const seen = new Set<EnvironmentModuleNode>();
  const visit = (node: EnvironmentModuleNode): boolean =>
    !seen.has(node) && (seen.add(node), node.file === BACKEND_MODULE || [...node.importers].some(visit));
  return [...(ssr.moduleGraph.getModulesByFile(file) ?? [])].some(visit);
};
vite.watcher.on("change", (file) => {
  if (importedByBackend(file)) backendStale = true;
});
async function currentBackend() {
  if (backendStale && !restarting) {
    backendStale = false;
    restarting = (async () => {
      logger.log("A backend module changed: restarting the backend");
      await backend.stop();
      backend = await startBackend();
    })().finally(() => (restarting = undefined));
  }
  await restarting;
  return backend;
}

/** The app for the current modules and backend: a new one after an edit (the runner then hands out new modules). */
const apps = new WeakMap<ServerBuild, { createApp: typeof AppModule.createApp; backend: typeof backend; app: Hono }>();
async function currentApp(): Promise<Hono> {
  const backend = await currentBackend();
  const [{ createApp }, build, { appServices }] = await Promise.all([
    runner.import<typeof AppModule>("/server/app.ts"),
    runner.import<ServerBuild>("virtual:react-router/server-build"),
    runner.import<typeof BackendModule>("/server/backend.ts"),
  ]);
  const cached = apps.get(build);
  if (cached?.createApp === createApp && cached.backend === backend) return cached.app;
  const app = createApp({
    build,
    staticFiles: new Map(),
    mode: "development",
    ...appServices(backend, config),
  });
  apps.set(build, { createApp, backend, app });
  return app;
}

/** A syntax error mid-edit, say: logged and shown as the answer; the server keeps serving. */
function errorText(error: unknown): string {
  if (error instanceof Error) vite.ssrFixStacktrace(error);
  logger.error(error, { stack: error instanceof Error ? error.stack : undefined });
  return `Development server error:\n\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}

const handle = getRequestListener(async (request, env) => {
  try {
    return await (await currentApp()).fetch(request, env);
  } catch (error) {
    return new Response(errorText(error), { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
});
httpServer.on("request", (req, res) =>
  vite.middlewares(req, res, (error?: unknown) => {
    if (!error) return void handle(req, res);
    // Vite failed on one of its own requests (a module that does not compile).
    res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end(errorText(error));
  }),
);
httpServer.on("error", (error) => {
  logger.error(`The development server cannot listen: ${error.message}`);
  process.exit(1);
});

httpServer.listen(config.port, config.host, () => {
  const address = httpServer.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.log(`Development server on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port} (data in ${config.dataDir})`);
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.log(`${signal} received: stopping the development server`);
  httpServer.closeAllConnections();
  httpServer.close();
  await vite.close();
  await backend.stop();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
