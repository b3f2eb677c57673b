/**
 * Naming and sizes of the responsive variants of the site's images. Shared by <Picture> (which writes
 * the srcset) and scripts/responsive-images.mjs (which makes the files at build), so the two always agree.
 * It lives with the content because both read it: the build script stands below the UI and may not import it.
 *
 * SVG artwork gets raster variants too, although it is resolution-independent: the browser lays out and
 * paints an SVG image on the main thread, text and all (a case study's mockup took ~30 ms to load and ~50 ms
 * to paint there, unthrottled, in one task before the page could respond), while a raster image is decoded
 * off it. The SVG stays the <img>'s `src` and the full-size link.
 */

/** Widths (px) the build makes of every image, capped at the image's own width. */
export const VARIANT_WIDTHS = [480, 800, 1200, 1600, 2000] as const;

/** Modern formats, best first: browsers take the first <source> they support. */
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

const WITH_VARIANTS = /\.(png|jpe?g|svg)$/i;

/** Whether the build makes AVIF/WebP variants of the image at `src` (raster images and SVG artwork). */
export const hasVariants = (src: string) => WITH_VARIANTS.test(src);

/** The widths made for an image `intrinsicWidth` pixels wide: the standard steps below it, then its own width. */
export function variantWidths(intrinsicWidth: number): number[] {
  return [...VARIANT_WIDTHS.filter((w) => w < intrinsicWidth), intrinsicWidth];
}

/** `/images/a/hero.png`, 800, "avif" → `/images/a/hero-800w.avif`. */
export function variantPath(src: string, width: number, format: VariantFormat): string {
  return src.replace(WITH_VARIANTS, `-${width}w.${format}`);
}

export function variantSrcSet(src: string, intrinsicWidth: number, format: VariantFormat): string {
  return variantWidths(intrinsicWidth)
    .map((w) => `${variantPath(src, w, format)} ${w}w`)
    .join(", ");
}

/**
 * Width (px) of the variant a blurred backdrop is drawn from, made of every image besides the srcset's
 * widths. Blurred, detail is wasted; and an image this small carries too little detail per pixel of its box
 * for the browser to count it as the page's largest content, so a case study's LCP is its artwork, which the
 * HTML names (a background image is only found once the page is laid out, 2.1 s into Lighthouse's load).
 */
export const BACKDROP_WIDTH = 40;

/** A CSS `background-image` value for a backdrop drawn from the image: its backdrop variant, best format first; the source itself for an image without variants. */
export function backdropImage(src: string): string {
  if (!hasVariants(src)) return `url(${src})`;
  return `image-set(${VARIANT_FORMATS.map((format) => `url(${variantPath(src, BACKDROP_WIDTH, format)}) type("image/${format}")`).join(", ")})`;
}
