#!/usr/bin/env node
// Makes AVIF and WebP variants of every image (PNG, JPEG and SVG artwork) under <BUILD_DIR>/client/images,
// at the widths <Picture> lists in its srcset (content/responsive-images.ts; why SVG too is said there).
// Runs in `npm run build` (with tsx, to share the naming module). Encoding is slow (seconds per image), so
// each variant is kept in node_modules/.cache/image-variants under the hash of its source and settings, and
// a rebuild with unchanged images only copies.
import { createHash } from "node:crypto";
import { copyFile, mkdir, readFile, readdir } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join, relative, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";
import { BACKDROP_WIDTH, VARIANT_FORMATS, hasVariants, variantPath, variantWidths } from "../content/responsive-images.ts";

const CACHE_DIR = fileURLToPath(new URL("../node_modules/.cache/image-variants/", import.meta.url));

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
  avif: { options: { quality: 55, effort: 4 }, encode: (image, options) => image.avif(options) },
  webp: { options: { quality: 75, effort: 5 }, encode: (image, options) => image.webp(options) },
};

/** Writes one variant of `source` (its bytes) to `out`, from the cache when it was made before. */
async function writeVariant(source, width, format, out, cache) {
  const { options, encode } = ENCODERS[format];
  const key = createHash("sha256").update(source).update(JSON.stringify([width, format, options, sharp.versions])).digest("hex");
  const cached = join(CACHE_DIR, `${key}.${format}`);
  if (cache) {
    try {
      await copyFile(cached, out);
      return;
    } catch (error) {
      if (error.code !== "ENOENT") throw error;
    }
  }
  await encode(sharp(source).resize({ width, withoutEnlargement: true }), options).toFile(out);
  if (cache) await copyFile(out, cached);
}

/**
 * Makes the variants of every image below `root/images`; returns the written variants as site paths.
 * `cache: false` encodes everything afresh (tests).
 */
export async function makeImageVariants(root, { cache = true } = {}) {
  if (cache) await mkdir(CACHE_DIR, { recursive: true });
  const jobs = [];
  for await (const file of walk(join(root, "images"))) {
    const sitePath = "/" + relative(root, file).split(sep).join("/");
    if (!hasVariants(sitePath)) continue;
    const source = await readFile(file);
    const { width } = await sharp(source).metadata();
    if (!width) throw new Error(`${file}: cannot read the image width`);
    for (const w of [...variantWidths(width), BACKDROP_WIDTH]) {
      for (const format of VARIANT_FORMATS) jobs.push({ source, width: w, format, out: variantPath(sitePath, w, format) });
    }
  }
  // libvips threads within an image too; two images at a time keeps a small machine's cores busy.
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await writeVariant(job.source, job.width, job.format, join(root, job.out), cache);
  };
  await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, worker));
  return jobs.map((job) => job.out);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(process.env.BUILD_DIR ?? "build", "client");
  const written = await makeImageVariants(root);
  console.log(`responsive images: ${written.length} AVIF/WebP variants in ${root}`);
}
