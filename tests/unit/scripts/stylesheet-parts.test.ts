import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { SITE_STYLESHEET_PARTS, siteStylesheetPartHrefs } from "~/lib/site-stylesheet";
import { stylesheetParts } from "../../../scripts/stylesheet-parts";

/** Every rule of `css` in cascade order, each with the layer it is in ("" outside any). */
function cascadeOf(css: string): string[] {
  const rules: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    let layer = "";
    for (let parent = rule.parent; parent && parent.type !== "root"; parent = parent.parent) {
      if (parent.type === "atrule" && (parent as postcss.AtRule).name === "layer") layer = (parent as postcss.AtRule).params;
    }
    rules.push(`${layer} | ${rule.toString()}`);
  });
  return rules;
}

/** A stylesheet shaped as Tailwind writes one: a comment, layers, then rules outside any layer. */
const SAMPLE = [
  "/*! tailwindcss */",
  "@layer properties{@supports (x:y){*,:before{--tw-a:0}}}",
  "@layer theme{:root{--color-a:#fff}}",
  "@layer base{*{margin:0}h1{font-size:2rem}}",
  "@layer components{.btn{padding:1rem}.chip{color:red}}",
  `@layer utilities{${Array.from({ length: 40 }, (_, i) => `.u-${i}{width:${i}px}`).join("")}@media (min-width:40rem){.md\\:u-1{width:1px}}}`,
  ":root{--accent:blue}",
  "@keyframes fade-in{0%{opacity:0}to{opacity:1}}",
  ".late{color:green}",
  "@property --tw-x{syntax:'*';inherits:false}",
].join("");

describe("the whole stylesheet in parts", () => {
  it("keeps every rule, in order, in its layer", () => {
    for (const count of [1, 2, 3, 4, 7]) {
      const parts = stylesheetParts(SAMPLE, count);
      expect(parts).toHaveLength(count);
      expect(cascadeOf(parts.join("")), `${count} parts`).toEqual(cascadeOf(SAMPLE));
    }
  });

  it("keeps what is not a rule: keyframes, custom property registrations, the licence comment", () => {
    const joined = stylesheetParts(SAMPLE, 4).join("");
    expect(joined).toContain("@keyframes fade-in{0%{opacity:0}to{opacity:1}}");
    expect(joined).toContain("@property --tw-x{syntax:'*';inherits:false}");
    expect(joined.startsWith("/*! tailwindcss */")).toBe(true);
  });

  it("cuts a layer's block between rules, and each part is a stylesheet of its own", () => {
    const parts = stylesheetParts(SAMPLE, 4);
    expect(parts.filter((part) => part.includes("@layer utilities{")).length).toBeGreaterThan(1);
    for (const part of parts) expect(() => postcss.parse(part)).not.toThrow();
  });

  it("makes parts of about equal size", () => {
    const parts = stylesheetParts(SAMPLE, 4);
    const share = SAMPLE.length / 4;
    for (const part of parts) expect(part.length).toBeLessThan(share * 1.5);
  });

  it("balances a stylesheet of many rules within a fifth", () => {
    const parts = stylesheetParts(SAMPLE.repeat(50), SITE_STYLESHEET_PARTS);
    const sizes = parts.map((part) => part.length);
    expect(Math.max(...sizes) / Math.min(...sizes)).toBeLessThan(1.2);
  });

  it("refuses a count that is not a positive whole number", () => {
    expect(() => stylesheetParts(SAMPLE, 0)).toThrow(RangeError);
    expect(() => stylesheetParts(SAMPLE, 1.5)).toThrow(RangeError);
  });
});

describe("the parts' addresses", () => {
  it("keeps the whole file's address for the first part and numbers the others after the hash", () => {
    expect(siteStylesheetPartHrefs("/assets/app-DvSdHcZP.css", 4)).toEqual([
      "/assets/app-DvSdHcZP.css",
      "/assets/app-DvSdHcZP.2.css",
      "/assets/app-DvSdHcZP.3.css",
      "/assets/app-DvSdHcZP.4.css",
    ]);
    expect(siteStylesheetPartHrefs("/assets/app-x.css")).toHaveLength(SITE_STYLESHEET_PARTS);
  });
});
