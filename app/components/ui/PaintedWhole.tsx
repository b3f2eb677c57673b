import type { ReactNode } from "react";

/**
 * Content the browser paints only once all of it has arrived. On a slow connection the browser paints a
 * page half-parsed; a block whose layout depends on its later parts (a row of buttons or chips that wraps
 * once the last one is complete) would then move. The first paint waits until the parser is past the
 * block: `<link rel="expect" blocking="render">` (React hoists it into the head) names a marker after the
 * content, and Chromium lifts the block when it parses the marker's start tag. Costs nothing on a fast
 * connection. `id` must be unique on the page.
 */
export function PaintedWhole({ id, children }: { id: string; children: ReactNode }) {
  return (
    <>
      <link rel="expect" href={`#${id}`} blocking="render" />
      {children}
      <span id={id} hidden />
    </>
  );
}
