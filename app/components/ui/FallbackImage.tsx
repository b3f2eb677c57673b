import { useEffect, useRef, type ImgHTMLAttributes } from "react";
import { Icon } from "~/components/ui/Icon";
import { Picture } from "./Picture";

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "onError" | "onLoad" | "src" | "alt" | "width" | "height"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
};

export interface FallbackImageProps extends ImgProps {
  /** Controlled: once true the placeholder shows instead of the image. */
  failed: boolean;
  onFail: () => void;
  onLoaded?: () => void;
  /** Classes for the placeholder box (defaults to the image's own classes). */
  placeholderClassName?: string;
  /** data-testid of the placeholder, for pages that tell several kinds of image apart. */
  placeholderTestId?: string;
  /** Rendered width per viewport, for choosing one of the image's AVIF/WebP variants (Picture). */
  sizes: string;
}

/** Stands in for an image that could not be loaded: same box, an icon, and the image's description for screen readers. */
export function ImagePlaceholder({
  alt,
  width,
  height,
  className,
  testId = "image-placeholder",
}: {
  alt: string;
  width: number;
  height: number;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      role="img"
      aria-label={`${alt} (image unavailable)`}
      data-testid={testId}
      style={{ aspectRatio: `${width} / ${height}` }}
      className={`flex flex-col items-center justify-center gap-2 bg-surface-2 text-muted ${className ?? ""}`}
    >
      <Icon name="image-off" className="size-8" />
      <span aria-hidden="true" className="text-sm font-medium">
        Image unavailable
      </span>
    </div>
  );
}

/**
 * An <img> that reports a failed load and is then replaced by a placeholder.
 * The HTML is prerendered, so an image can fail before React hydrates and its onError runs;
 * on mount we therefore also look at the element itself (complete but no pixels = broken).
 */
export function FallbackImage({ failed, onFail, onLoaded, placeholderClassName, placeholderTestId, className, sizes, ...img }: FallbackImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const callbacks = useRef({ onFail, onLoaded });
  useEffect(() => {
    callbacks.current = { onFail, onLoaded };
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || !element.complete) return;
    if (element.naturalWidth === 0) callbacks.current.onFail();
    else callbacks.current.onLoaded?.();
  }, []);

  if (failed) {
    return (
      <ImagePlaceholder alt={img.alt} width={img.width} height={img.height} className={placeholderClassName ?? className} testId={placeholderTestId} />
    );
  }
  return (
    <Picture src={img.src} width={img.width} sizes={sizes}>
      <img ref={ref} {...img} alt={img.alt} className={className} onError={() => onFail()} onLoad={() => onLoaded?.()} />
    </Picture>
  );
}
