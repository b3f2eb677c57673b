import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

export default tseslint.config(
  { ignores: ["build/**", "build-*/**", ".react-router/**", "node_modules/**", "bench/.runs/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    // Code that can reach the browser bundle. Under verbatimModuleSyntax, `import { type X } from "m"` still emits
    // `import {} from "m"`: module m runs and is bundled. Only `import type` is erased, which is what lets a UI module
    // name a server/ type (.dependency-cruiser.cjs: browser-code-never-imports-the-server allows type-only imports).
    files: ["app/**/*.{ts,tsx}", "domain/**/*.ts", "content/**/*.ts"],
    rules: { "@typescript-eslint/no-import-type-side-effects": "error" },
  },
  {
    // Visitor pages' links and forms find their route when followed, not on render (decision 059).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/routes/admin/**", "app/components/admin/**", "app/components/ui/RouterLinks.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["Link", "NavLink", "Form"],
              message: "Use Link and Form from ~/components/ui/RouterLinks: they never ask for a route on render (decision 059).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: globals.node },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // Syncing from browser-only state (scroll, storage) after hydration is the intended pattern here.
      "react-hooks/set-state-in-effect": "off",
      // A scrollable region must be focusable, so a keyboard can scroll it (axe: scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region"], tags: [] }],
    },
  },
);
