#!/usr/bin/env node
// Makes AVIF and WebP variants of every raster image (PNG/JPEG) under <BUILD_DIR>/client/images,
// at the widths <ResponsiveImage> lists in its srcset (app/lib/responsive-images.ts).
// SVG artwork is left alone. Runs in `npm run build` (with tsx, to share the naming module).
import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { VARIANT_FORMATS, isRaster, variantPath, variantWidths } from "../app/lib/responsive-images.ts";

async function* walk(dir) {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

const ENCODERS = {
  avif: (image) => image.avif({ quality: 55, effort: 4 }),
  webp: (image) => image.webp({ quality: 75, effort: 5 }),
};

/** Converts every raster file below `root/images`; returns the written variants as site paths. */
export async function convertRasterImages(root) {
  const written = [];
  for await (const file of walk(join(root, "images"))) {
    const sitePath = "/" + relative(root, file).split(sep).join("/");
    if (!isRaster(sitePath)) continue;
    const { width } = await sharp(file).metadata();
    if (!width) throw new Error(`${file}: cannot read the image width`);
    for (const w of variantWidths(width)) {
      for (const format of VARIANT_FORMATS) {
        const out = variantPath(sitePath, w, format);
        await ENCODERS[format](sharp(file).resize({ width: w, withoutEnlargement: true })).toFile(join(root, out));
        written.push(out);
      }
    }
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(process.env.BUILD_DIR ?? "build", "client");
  const written = await convertRasterImages(root);
  console.log(`responsive images: ${written.length} AVIF/WebP variants in ${root}`);
}
