import type { ImgHTMLAttributes } from "react";
import { Picture } from "./Picture";

export interface ResponsiveImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height" | "loading" | "fetchPriority" | "srcSet"> {
  /** Site path of the source file (SVG, PNG or JPEG). */
  src: string;
  alt: string;
  /** Intrinsic pixel size of the source file: reserves the space (no layout shift) and caps the srcset. */
  width: number;
  height: number;
  /** The page's largest above-the-fold image (its LCP candidate): fetched at once at high priority. Others load lazily. */
  priority?: boolean;
  /** Rendered width per viewport, for choosing a variant. */
  sizes?: string;
}

/**
 * An image that never shifts the layout and never costs more bytes than the screen needs: AVIF/WebP
 * variants in a srcset (made at build by scripts/responsive-images.mjs), the source as the fallback.
 * Only the priority image is eager.
 */
export function ResponsiveImage({ src, alt, width, height, priority = false, sizes = "100vw", ...rest }: ResponsiveImageProps) {
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      {...rest}
    />
  );
  return (
    <Picture src={src} width={width} sizes={sizes}>
      {img}
    </Picture>
  );
}
