/**
 * Imports run one way (DESIGN.md): content ← domain core ← server services ← route glue ← UI, and
 * nothing imports in a circle. `npm run lint` runs these rules (`depcruise`), so a new import
 * against the direction fails the build instead of relying on a convention.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules that import each other cannot be understood, tested or moved one at a time.",
      from: {},
      to: { circular: true },
    },
    {
      name: "content-is-the-ground-floor",
      severity: "error",
      comment: "content/ is typed data: it imports nothing of the site but other content.",
      from: { path: "^content/" },
      to: { path: "^(domain|server|app|scripts)/" },
    },
    {
      name: "domain-core-stays-pure",
      severity: "error",
      comment: "domain/ holds the rules the browser and the server share: no UI, no services, no scripts.",
      from: { path: "^domain/" },
      to: { path: "^(server|app|scripts)/" },
    },
    {
      name: "domain-core-has-no-platform",
      severity: "error",
      comment: "domain/ runs in the browser too: no Node built-ins, no React, no database, mail or HTTP libraries.",
      from: { path: "^domain/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "domain-core-has-no-framework",
      severity: "error",
      from: { path: "^domain/" },
      to: { path: "node_modules/(react|react-dom|react-router|@react-router|kysely|pg|nodemailer|hono|@hono)/" },
    },
    {
      name: "server-never-imports-the-ui",
      severity: "error",
      comment: "server/ holds the services; the UI reaches them through the request context, never the other way.",
      from: { path: "^server/" },
      to: { path: "^(app|scripts)/" },
    },
    {
      name: "browser-code-never-imports-the-server",
      severity: "error",
      comment:
        "Only route glue (*.server.ts, *.server.tsx) may import server/ code: anything else could ship it to the browser. " +
        "Other modules may `import type` (erased; eslint's no-import-type-side-effects refuses `import { type X }`, which is not).",
      from: { path: "^app/", pathNot: "\\.server\\.tsx?$" },
      to: { path: "^server/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "components-never-import-routes",
      severity: "error",
      comment: "UI components are below the routes that compose them.",
      from: { path: "^app/(components|lib)/" },
      to: { path: "^app/routes/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|build-[^/]*|bench/\\.runs|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
