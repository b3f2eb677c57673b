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

export default defineConfig(({ command, isSsrBuild }) => {
  const preact = command === "build" && !isSsrBuild;
  return {
    plugins: [tailwindcss(), reactRouter()],
    resolve: { tsconfigPaths: true, alias: preact ? preactCompat : [] },
    define: { __SITE_URL__: JSON.stringify(siteUrl), __PREACT__: JSON.stringify(preact) },
    build: { assetsInlineLimit: 0 },
  };
});
