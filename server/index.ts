/**
 * The server build's entry (`environments.ssr.build` input in vite.config.ts), built with the routes
 * into `$BUILD_DIR/server/index.js`: one module graph, so the request-context keys the server sets
 * (`http/request-context.ts`) are the objects the routes read. The module is React Router's server
 * build (prerendering and scripts/not-found-page.ts import it as one) and, run as the main module
 * (`npm start`), the production server; importing it starts nothing.
 */
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import * as build from "virtual:react-router/server-build";
import { startProductionServer } from "./production";

export * from "virtual:react-router/server-build";

// A Node without import.meta.main (before 24.2) would otherwise exit without serving.
if (typeof import.meta.main !== "boolean") throw new Error(`The server needs Node 24 (this is ${process.version})`);
// This file is `<build>/server/index.js`: its client files are in `<build>/client`.
if (import.meta.main) await startProductionServer({ build, buildDir: dirname(dirname(fileURLToPath(import.meta.url))) });
