import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const siteUrl = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");

/**
 * The browser bundle runs the app's React code on Preact: React DOM alone is ~65 KB gzip, more than
 * half of the 120 KB a page may load (preact/compat is ~10 KB). The server and the dev server keep
 * React; the Playwright suite runs against this production bundle.
 */
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];

/**
 * Libraries in one chunk, the lead forms with their validation (zod) in another that only pages
 * with a form load, and the rest of the app code that two or more routes share in a third.
 */
const browserChunks = [
  { name: "framework", test: /node_modules[\\/](?!zod[\\/])/, priority: 3 },
  { name: "shared", test: /[\\/]app[\\/](?!components[\\/]forms[\\/]|lib[\\/]contact-)/, minShareCount: 2, priority: 2 },
  { name: "forms", test: /node_modules[\\/]zod[\\/]|[\\/]app[\\/](components[\\/]forms[\\/]|lib[\\/]contact-)/, priority: 1 },
];

export default defineConfig(({ command, isSsrBuild }) => {
  const preact = command === "build" && !isSsrBuild;
  return {
    plugins: [tailwindcss(), reactRouter()],
    resolve: { tsconfigPaths: true, alias: preact ? preactCompat : [] },
    define: { __SITE_URL__: JSON.stringify(siteUrl), __PREACT__: JSON.stringify(preact) },
    build: {
      assetsInlineLimit: 0,
      // Few, larger files: on a phone every request costs a round trip, and React Router preloads
      // all of a page's modules at once. Route modules stay separate (they are entries).
      rolldownOptions: preact ? { output: { codeSplitting: { groups: browserChunks } } } : {},
    },
  };
});
