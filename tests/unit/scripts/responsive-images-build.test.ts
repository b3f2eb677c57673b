import { afterAll, describe, expect, it } from "vitest";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { BACKDROP_WIDTH, backdropImage, variantPath, variantSrcSet, variantWidths } from "@content/responsive-images";
import { makeImageVariants } from "../../../scripts/responsive-images.mjs";

describe("image variants at build", () => {
  let dir = "";
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("writes every file the srcset and the backdrop name, at the named widths, for raster images and SVG artwork", async () => {
    dir = await mkdtemp(join(tmpdir(), "responsive-"));
    await mkdir(join(dir, "images", "team"), { recursive: true });
    await sharp({ create: { width: 1300, height: 650, channels: 3, background: "#4338ca" } }).png().toFile(join(dir, "images", "team", "photo.png"));
    await writeFile(
      join(dir, "images", "art.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#0f766e"/><text x="20" y="60" font-size="40" fill="#fff">Mockup</text></svg>',
    );

    const written: string[] = await makeImageVariants(dir, { cache: false });
    const src = "/images/team/photo.png";
    const art = "/images/art.svg";
    expect(variantWidths(1300)).toEqual([480, 800, 1200, 1300]);
    const named = (path: string, width: number) => ["avif", "webp"].flatMap((f) => variantSrcSet(path, width, f as "avif" | "webp").split(", ").map((e) => e.split(" ")[0]!));
    // The backdrop's variant, besides the srcset: image-set(url(…-40w.avif) type("image/avif"), …).
    const backdrop = (path: string) => [...backdropImage(path).matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]!);
    const expected = [...named(src, 1300), ...named(art, 600), ...backdrop(src), ...backdrop(art)];
    expect(backdrop(art)).toEqual([variantPath(art, BACKDROP_WIDTH, "avif"), variantPath(art, BACKDROP_WIDTH, "webp")]);
    expect([...written].sort()).toEqual([...expected].sort());
    expect((await sharp(join(dir, variantPath(art, BACKDROP_WIDTH, "avif"))).metadata()).width).toBe(BACKDROP_WIDTH);
    for (const width of variantWidths(1300)) {
      for (const format of ["avif", "webp"] as const) {
        const meta = await sharp(join(dir, variantPath(src, width, format))).metadata();
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((650 / 1300) * width));
        expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
      }
    }
    // The SVG is drawn, not just named: its variants have its proportions and its colours.
    expect(variantWidths(600)).toEqual([480, 600]);
    for (const width of variantWidths(600)) {
      const { data, info } = await sharp(join(dir, variantPath(art, width, "webp"))).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([width, Math.round((400 / 600) * width)]);
      const corner = [data[0]!, data[1]!, data[2]!];
      expect(Math.abs(corner[0]! - 0x0f) + Math.abs(corner[1]! - 0x76) + Math.abs(corner[2]! - 0x6e)).toBeLessThan(24);
    }
  });
});
