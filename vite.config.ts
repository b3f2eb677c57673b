import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import type { ChunkingContext, OutputAsset } from "rolldown";
import { defineConfig, type Plugin } from "vite";
import { SITE_STYLESHEET_PARTS, siteStylesheetPartHrefs } from "./app/lib/site-stylesheet.ts";
import { stylesheetParts } from "./scripts/stylesheet-parts.ts";
import { thirdPartyLicenses } from "./scripts/third-party-licenses.ts";
import { PARSE_WORKER_FILE, PARSE_WORKER_SOURCE } from "./server/booking/busy-calendar/worker-file.ts";

const siteUrl = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");

const projectRoot = fileURLToPath(new URL(".", import.meta.url));

/** The site's stylesheet, the one every page links (app/root.tsx). */
const SITE_STYLESHEET_SOURCE = "app/app.css";

/**
 * A chunk rule on the module's path relative to the project root, so the checkout's own folder
 * (a container's `/app`, say) never decides where a module lands.
 */
function inProject(pattern: RegExp) {
  return (id: string) => id.startsWith(projectRoot) && pattern.test(id.slice(projectRoot.length).replaceAll("\\", "/"));
}

/**
 * React, the other libraries, the lead forms (only pages with a form load them), their validation rules
 * (zod, loaded when a form is first used), the booking pages' own components (the slot picker, the
 * booking's headline and manage parts), and the app code two or more routes share: in "shared" what the
 * home page loads (its calendar card included, found by the module graph, not by name), in "pages" the rest.
 */
const isBookingCode = inProject(/^(app\/components\/booking\/|content\/booking)/);
// The booking rules that only the workspace runs in a browser (visitors' pages compute slots on the server):
// they take the time-zone library along, so they must never land in "shared".
const WORKSPACE_BOOKING = "schedule|availability|reminders|history|work|meeting-place|workspace-labels";
const isAppCode = inProject(new RegExp(`^(app\\/(?!components\\/forms\\/|lib\\/contact-|routes\\/admin\\/|components\\/admin\\/)|content\\/|domain\\/booking\\/(?!${WORKSPACE_BOOKING}))`));

/** What the home page runs from: the shell every page has, and the home route. */
const HOME_PAGE_ROOTS = ["app/root.tsx", "app/entry.client.tsx", "app/routes/home.tsx"].map((path) => `${projectRoot}${path}`);
const homePageModules = new WeakMap<ChunkingContext, Set<string>>();

/** Whether the home page loads a module at start: its roots import it, directly or through other modules. */
function loadedByTheHomePage(id: string, ctx: ChunkingContext): boolean {
  let modules = homePageModules.get(ctx);
  if (!modules) {
    modules = new Set();
    const queue = [...HOME_PAGE_ROOTS];
    for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
      if (modules.has(current)) continue;
      modules.add(current);
      queue.push(...(ctx.getModuleInfo(current)?.importedIds ?? []));
    }
    homePageModules.set(ctx, modules);
  }
  return modules.has(id);
}

const browserChunks = [
  // React and React DOM apart from React Router and the other libraries: V8 finishes a file's background
  // compile on the main thread, in one task per file, and for the two in one file that task was a long
  // one on a slow phone (docs/decisions/054-react-apart-and-the-home-page-without-inner-pages-code.md).
  { name: "react", test: inProject(/^node_modules\/(react|react-dom|scheduler)\//), priority: 7 },
  { name: "framework", test: inProject(/^node_modules\/(?!zod\/|@simplewebauthn\/|@date-fns\/)/), priority: 6 },
  // App code two or more routes share: what the home page loads in "shared", the rest (inner pages'
  // headers, legal pages, blog cards) in "pages", so the landing page, the most visited, carries none of
  // it. "shared" is claimed first: a group takes the modules it claims' imports along.
  {
    name: (id: string, ctx: ChunkingContext) => (isAppCode(id) && loadedByTheHomePage(id, ctx) ? "shared" : null),
    minShareCount: 2,
    priority: 5,
  },
  { name: "pages", test: (id: string) => isAppCode(id) && !isBookingCode(id), minShareCount: 2, priority: 4 },
  { name: "booking", test: isBookingCode, minShareCount: 2, priority: 3 },
  { name: "forms", test: inProject(/^(app\/components\/forms\/|app\/lib\/contact-|domain\/lead\/fields|domain\/text)/), priority: 2 },
  // Last, so the modules it depends on (towns, lead fields) stay in the chunks the page loads anyway.
  { name: "validation", test: inProject(/^(node_modules\/zod\/|domain\/field-rules|domain\/lead\/validation)/), priority: 1 },
  // The workspace's code, the passkey library and the time-zone library (only the workspace's calendar
  // uses it) load only on /admin pages, and so do the workspace's words (never in "shared", which every
  // page loads). Lowest priority: a group takes its modules' dependencies along, so every module a
  // visitor's page needs is claimed first.
  {
    name: "workspace",
    test: inProject(
      new RegExp(
        "^(app\\/routes\\/admin\\/|app\\/components\\/admin\\/|node_modules\\/(@simplewebauthn|@date-fns)\\/|domain\\/inbox|domain\\/lead\\/(stage|deal|person|labels)|domain\\/outbox-status|domain\\/duration|domain\\/sources\\/|domain\\/follow-up|domain\\/reply\\/|domain\\/attribution\\/details|" +
          `domain\\/booking\\/(${WORKSPACE_BOOKING}))`,
      ),
    ),
    priority: 0,
  },
];

/**
 * V8's explicit compile hint on the first line of every browser chunk whose code runs as the page
 * starts: V8 then compiles the whole file on a background thread while it streams in, instead of
 * compiling each function on the main thread the first time hydration calls it
 * (docs/decisions/022-compile-hints.md). Not on `validation`: it loads when a form is first used, and
 * a form calls a small part of zod. Added last (`order: "post"`) because V8 honours the comment only
 * before the first statement, and Vite puts its preload map at the top of chunks with dynamic imports.
 */
function compileHints(): Plugin {
  return {
    name: "compile-hints",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === "chunk" && file.name !== "validation") file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
        }
      },
    },
  };
}

/**
 * The whole stylesheet in SITE_STYLESHEET_PARTS files, in cascade order (decision 057): the browser parses each in
 * a short task of its own instead of the whole in one long task. The first part keeps the file Vite named
 * (`app-<hash>.css`, the address `app.css?url` gives the server and the browser); the others are written beside
 * it under the names `siteStylesheetPartHrefs` gives them. After Vite's own CSS work (`order: "post"`), so the
 * parts are cut from the minified file.
 */
function siteStylesheetParts(): Plugin {
  return {
    name: "site-stylesheet-parts",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const sheets = Object.values(bundle).filter(
          (file): file is OutputAsset => file.type === "asset" && file.originalFileNames.some((name) => name.endsWith(SITE_STYLESHEET_SOURCE)),
        );
        if (sheets.length !== 1) this.error(`site-stylesheet-parts: expected one asset from ${SITE_STYLESHEET_SOURCE}, found ${sheets.length}`);
        const sheet = sheets[0]!;
        const [first, ...rest] = stylesheetParts(String(sheet.source), SITE_STYLESHEET_PARTS);
        sheet.source = first!;
        siteStylesheetPartHrefs(sheet.fileName)
          .slice(1)
          .forEach((fileName, index) => this.emitFile({ type: "asset", fileName, source: rest[index]! }));
      },
    },
  };
}

/**
 * The server's worker threads (the calendar feed's parser, docs/decisions/032-calendar-feed-parsed-in-a-worker.md):
 * each is one more entry of the server build, emitted under a fixed name next to the chunk that starts
 * it, which finds it with `new URL(name, import.meta.url)`. Modules both use land in a shared chunk.
 * The build fails if the starting code lands in another folder (the URL would then miss the file).
 */
function serverWorkers(): Plugin {
  const source = `${projectRoot}${PARSE_WORKER_SOURCE}`;
  const starter = source.replace(/parse-worker\.ts$/, "parse-in-worker.ts");
  return {
    name: "server-workers",
    // In development the worker runs from source (server/booking/busy-calendar/parse-in-worker.ts).
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    buildStart() {
      this.emitFile({ type: "chunk", id: source, fileName: PARSE_WORKER_FILE });
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const starting = chunks.find((chunk) => chunk.moduleIds.includes(starter));
      if (!starting) this.error(`server-workers: ${starter} is not in the server build`);
      if (starting.fileName.includes("/")) this.error(`server-workers: ${starter} landed in ${starting.fileName}, not next to ${PARSE_WORKER_FILE}`);
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), thirdPartyLicenses(projectRoot), compileHints(), siteStylesheetParts(), serverWorkers()],
  resolve: { tsconfigPaths: true },
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  build: { assetsInlineLimit: 0 },
  // `npm run dev` only: there is no index.html, so Vite's dependency scan starts from the client entry and
  // the routes; otherwise the first page view finds new dependencies and reloads.
  optimizeDeps: { entries: ["app/entry.client.tsx", "app/root.tsx", "app/routes/**/*.tsx"] },
  environments: {
    client: {
      build: {
        // Few, larger files: on a phone every request costs a round trip. Route modules stay
        // separate (they are entries).
        rolldownOptions: { output: { codeSplitting: { groups: browserChunks } } },
      },
    },
    // The server build's entry is the Hono server, which re-exports React Router's server build: the
    // server and the routes are one module graph (server/index.ts). The output stays server/index.js.
    ssr: { build: { rolldownOptions: { input: fileURLToPath(new URL("./server/index.ts", import.meta.url)) } } },
  },
});
