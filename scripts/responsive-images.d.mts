/**
 * Makes AVIF/WebP variants of every PNG, JPEG and SVG under `root/images` (the srcset widths and the
 * backdrop width); returns their site paths.
 * `cache: false` encodes everything afresh instead of reusing node_modules/.cache/image-variants.
 */
export function makeImageVariants(root: string, options?: { cache?: boolean }): Promise<string[]>;
