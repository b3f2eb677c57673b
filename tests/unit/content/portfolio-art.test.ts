import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PORTFOLIO_ART_SIZE, portfolioArtSrc, portfolioProjects } from "../../../content/portfolio";

/** Each project's card shows its own mock-up (scripts/generate-portfolio-art.mjs), not a shared placeholder. */
describe("portfolio artwork", () => {
  const files = portfolioProjects.map((project) => ({ project, svg: readFileSync(join("public", portfolioArtSrc(project)), "utf8") }));

  it.each(files)("$project.id has its own committed SVG at the card's size, text as outlines, light on bytes", ({ svg }) => {
    expect(svg).toContain(`width="${PORTFOLIO_ART_SIZE.width}" height="${PORTFOLIO_ART_SIZE.height}"`);
    expect(svg).not.toMatch(/<text[\s>]/);
    expect(svg).not.toMatch(/(?:href|src)="(?:https?:)?\/\//);
    expect(gzipSync(svg).length).toBeLessThan(10 * 1024);
  });

  it("every project has a different picture and a real description of it", () => {
    expect(new Set(files.map((f) => f.svg)).size).toBe(portfolioProjects.length);
    for (const { project } of files) {
      expect(project.imageAlt.length).toBeGreaterThan(40);
      expect(project.imageAlt).toContain(project.title.split(" ")[0]!);
    }
  });
});
