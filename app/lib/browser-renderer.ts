/**
 * True in the production browser bundle, which runs React's API on Preact (preact/compat, aliased
 * in vite.config.ts) to keep every page's JavaScript within budget. The server (prerendering,
 * 404s, actions) and the dev server run React itself.
 */
export const browserRunsPreact: boolean = typeof __PREACT__ === "boolean" && __PREACT__;

declare global {
  const __PREACT__: boolean | undefined;
}
