import { readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { compile } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { describe, expect, it } from "vitest";

const appDir = resolve("app");

/**
 * The files Tailwind reads class names from for a stylesheet, found as `@tailwindcss/vite` finds them:
 * the stylesheet's `source(…)` root (the project when it names none) and its `@source` lines.
 */
async function scannedFiles(stylesheet: string): Promise<string[]> {
  const from = join(appDir, stylesheet);
  const compiler = await compile(readFileSync(from, "utf8"), { base: appDir, from, onDependency: () => {} });
  const root = compiler.root === "none" ? [] : compiler.root === null ? [{ base: process.cwd(), pattern: "**/*", negated: false }] : [{ ...compiler.root, negated: false }];
  const scanner = new Scanner({ sources: [...root, ...compiler.sources] });
  scanner.scan();
  return scanner.files.map((file) => relative(process.cwd(), file));
}

describe("the site stylesheet's sources", () => {
  it("reads class names from the visitor side of app/ only", async () => {
    const files = await scannedFiles("app.css");
    expect(files).toContain("app/root.tsx");
    expect(files).toContain("app/routes/home.tsx");
    // Files elsewhere (docs, tests, scripts, a build folder that BUILD_DIR put in the project) would add
    // utilities no page uses and change the stylesheet's hash, so every visitor's cached copy, with them.
    expect(files.filter((file) => !file.startsWith("app/"))).toEqual([]);
    // The workspace's markup is styled by admin.css (decision 049): its classes stay out of visitors' CSS.
    expect(files.filter((file) => /^app\/(routes|components)\/admin\//.test(file))).toEqual([]);
  });

  it("reads the workspace's classes for admin.css from the workspace's folders only", async () => {
    const files = await scannedFiles("admin.css");
    expect(files.some((file) => file.startsWith("app/routes/admin/"))).toBe(true);
    expect(files.some((file) => file.startsWith("app/components/admin/"))).toBe(true);
    expect(files.filter((file) => !/^app\/(routes|components)\/admin\//.test(file))).toEqual([]);
  });
});
