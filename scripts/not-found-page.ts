// Renders the not-found page once, at build, to build/client/404.html: the server answers every
// path no route claims with this file (status 404) instead of rendering React for each such request.
import { writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { RouterContextProvider, createRequestHandler, type ServerBuild } from "react-router";
import { NOT_FOUND_FILE } from "../server/http/static-files";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const build = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as ServerBuild;
// The not-found route's loader only throws its 404; it reads nothing from the context.
const response = await createRequestHandler(build, "production")(new Request("http://localhost/not-found"), new RouterContextProvider());
if (response.status !== 404) throw new Error(`The not-found page answered ${response.status}, expected 404`);
await writeFile(join(buildDir, "client", NOT_FOUND_FILE.slice(1)), await response.text());
console.log(`not-found page: ${join(buildDir, "client", NOT_FOUND_FILE.slice(1))}`);
