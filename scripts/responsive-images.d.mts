/** Converts every PNG/JPEG under `root/images` to AVIF/WebP variants; returns their site paths. */
export function convertRasterImages(root: string): Promise<string[]>;
