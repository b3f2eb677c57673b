import type { SVGProps } from "react";
import spriteUrl from "./icons.svg";
import type { SpriteIconName } from "@content/icon-names";

export type { SpriteIconName } from "@content/icon-names";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { name: SpriteIconName };

/**
 * A decorative lucide icon drawn from the site's sprite (scripts/icon-sprite.ts): two elements
 * instead of an <svg> with all of the icon's paths, and the paths themselves are downloaded once and
 * cached (hashed URL). Stroke and colour are set here and inherited by the symbol, so `currentColor`
 * follows the text colour in both themes, as lucide's own components do. `className` sizes it;
 * width/height keep the box before CSS applies.
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
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
