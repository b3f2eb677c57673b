import { describe, expect, it } from "vitest";
import { commentText, licensesText, packageDirOf } from "../../../scripts/third-party-licenses";

describe("packageDirOf", () => {
  it("finds the package folder of a bundled module, scoped or not", () => {
    expect(packageDirOf("/app/node_modules/react-dom/cjs/react-dom-client.production.js")).toBe("/app/node_modules/react-dom");
    expect(packageDirOf("/app/node_modules/@date-fns/tz/date/index.js")).toBe("/app/node_modules/@date-fns/tz");
  });

  it("takes the innermost package when one is nested in another", () => {
    expect(packageDirOf("/app/node_modules/react-router/node_modules/cookie/dist/index.js")).toBe("/app/node_modules/react-router/node_modules/cookie");
  });

  it("reads through a virtual module's prefix and a query, and on Windows paths", () => {
    expect(packageDirOf("\0/app/node_modules/react/index.js?commonjs-proxy")).toBe("/app/node_modules/react");
    expect(packageDirOf("C:\\app\\node_modules\\zod\\v4\\index.js")).toBe("C:/app/node_modules/zod");
  });

  it("says nothing for the project's own modules", () => {
    expect(packageDirOf("/app/app/root.tsx")).toBeUndefined();
    expect(packageDirOf("\0rolldown/runtime.js")).toBeUndefined();
  });
});

describe("commentText", () => {
  it("drops the comment's markers and leading asterisks, keeping the lines", () => {
    expect(commentText("/*!\n * Lib 1.0\n * MIT License\n */")).toBe("Lib 1.0\nMIT License");
    expect(commentText("/*! One line */")).toBe("One line");
  });
});

describe("licensesText", () => {
  const text = licensesText(
    [
      { name: "zeta", version: "2.0.0", license: "ISC", text: "ISC text" },
      { name: "alpha", version: "1.0.0", license: "MIT", text: "" },
    ],
    [{ file: "app/icons.ts", text: "Shapes from Somewhere, MIT" }],
  );

  it("lists each package by name with its version and licence, then the project's notices", () => {
    expect(text.indexOf("alpha 1.0.0 (MIT)")).toBeGreaterThan(0);
    expect(text.indexOf("alpha 1.0.0 (MIT)")).toBeLessThan(text.indexOf("zeta 2.0.0 (ISC)"));
    expect(text).toContain("ISC text");
    expect(text.indexOf("In app/icons.ts")).toBeGreaterThan(text.indexOf("zeta 2.0.0"));
    expect(text).toContain("Shapes from Somewhere, MIT");
  });

  it("says so where a package ships no licence file", () => {
    expect(text).toContain("The package ships no licence file; its package.json says: MIT.");
  });
});
