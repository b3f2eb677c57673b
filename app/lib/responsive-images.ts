/**
 * Naming and sizes of the responsive variants of raster images. Shared by <ResponsiveImage>
 * (which writes the srcset) and scripts/responsive-images.mjs (which makes the files at build),
 * so the two always agree. SVG artwork needs no variants: it is resolution-independent.
 */

/** Widths (px) the build makes of every raster image, capped at the image's own width. */
export const VARIANT_WIDTHS = [480, 800, 1200, 1600, 2000] as const;

/** Modern formats, best first: browsers take the first <source> they support. */
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

const RASTER = /\.(png|jpe?g)$/i;

export const isRaster = (src: string) => RASTER.test(src);

/** The widths made for an image `intrinsicWidth` pixels wide: the standard steps below it, then its own width. */
export function variantWidths(intrinsicWidth: number): number[] {
  return [...VARIANT_WIDTHS.filter((w) => w < intrinsicWidth), intrinsicWidth];
}

/** `/images/a/hero.png`, 800, "avif" → `/images/a/hero-800w.avif`. */
export function variantPath(src: string, width: number, format: VariantFormat): string {
  return src.replace(RASTER, `-${width}w.${format}`);
}

export function variantSrcSet(src: string, intrinsicWidth: number, format: VariantFormat): string {
  return variantWidths(intrinsicWidth)
    .map((w) => `${variantPath(src, w, format)} ${w}w`)
    .join(", ");
}
