import type { SVGProps } from "react";
import { ICON_MARKUP } from "./icon-markup";
import type { LucideIconName } from "@content/icon-names";

export type { LucideIconName } from "@content/icon-names";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML"> & { name: LucideIconName };

/**
 * A decorative lucide icon, its shapes inline (`icon-markup.ts`, written by `npm run icons`). Inline, not a
 * `<use>` into an external sprite: for an external sprite the browser builds a separate SVG document, a task
 * of 10–40 ms right after the first paint on every page (decision 020). The shapes are written as one path
 * per paint (decision 024) and set as the svg's inner HTML, so React creates and hydrates one node per icon.
 * Stroke and colour are set here and inherited, so `currentColor` follows the text colour in both themes, as
 * lucide's own components do. `className` sizes it; width/height keep the box before CSS applies.
 */
export function Icon({ name, ...props }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
      dangerouslySetInnerHTML={{ __html: ICON_MARKUP[name] }}
    />
  );
}
