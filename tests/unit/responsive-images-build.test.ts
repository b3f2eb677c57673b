import { afterAll, describe, expect, it } from "vitest";
import { mkdtemp, mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { variantPath, variantSrcSet, variantWidths } from "~/lib/responsive-images";
import { convertRasterImages } from "../../scripts/responsive-images.mjs";

describe("raster variants at build", () => {
  let dir = "";
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("writes every file the srcset names, at the named widths, and ignores SVG", async () => {
    dir = await mkdtemp(join(tmpdir(), "responsive-"));
    await mkdir(join(dir, "images", "team"), { recursive: true });
    await sharp({ create: { width: 1300, height: 650, channels: 3, background: "#4338ca" } }).png().toFile(join(dir, "images", "team", "photo.png"));
    await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')).toFile(join(dir, "images", "art.svg"));

    const written: string[] = await convertRasterImages(dir);
    const src = "/images/team/photo.png";
    expect(variantWidths(1300)).toEqual([480, 800, 1200, 1300]);
    const expected = ["avif", "webp"].flatMap((f) => variantSrcSet(src, 1300, f as "avif" | "webp").split(", ").map((e) => e.split(" ")[0]!));
    expect([...written].sort()).toEqual([...expected].sort());
    for (const width of variantWidths(1300)) {
      for (const format of ["avif", "webp"] as const) {
        const meta = await sharp(join(dir, variantPath(src, width, format))).metadata();
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((650 / 1300) * width));
        expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
      }
    }
  });
});
