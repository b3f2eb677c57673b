import type { ReactNode } from "react";
import { VARIANT_FORMATS, hasVariants, variantSrcSet } from "@content/responsive-images";

/**
 * Wraps an <img> in a <picture> offering the build's AVIF and WebP variants of its source
 * (scripts/responsive-images.mjs), or returns it as it is for an image without variants. The
 * <picture> is `display: contents`, so the <img> keeps its place in the layout (a flex item stays one).
 */
export function Picture({ src, width, sizes, children }: { src: string; width: number; sizes: string; children: ReactNode }) {
  if (!hasVariants(src)) return children;
  return (
    <picture className="contents">
      {VARIANT_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={variantSrcSet(src, width, format)} sizes={sizes} />
      ))}
      {children}
    </picture>
  );
}
