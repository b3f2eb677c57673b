/**
 * The site's whole stylesheet as a few files of about equal size, in cascade order (decision 057). The browser
 * parses a stylesheet in one main-thread task when its last byte arrives: the whole 75 KB file was one
 * 10–16 ms task on a 2-core host, eight to fifteen times that on a slow phone. Each part is parsed in a task of
 * its own, a fraction of that, and the visitor's first move still switches all of them on at once
 * (app/lib/site-stylesheet.ts).
 *
 * The cascade is the file's: rules keep their order, parts are linked in order, and a rule inside a cascade
 * layer stays in that layer (a layer's block split between parts is opened again in the next part, which is
 * the same layer: `@layer utilities{…}` twice is one layer). Every page's critical CSS states the layer order
 * before any part (`layerOrderOf` in app/lib/critical-css.server.ts), so no part can reorder the layers.
 */
import postcss, { type ChildNode } from "postcss";

/** One piece a part is made of: a top-level rule, or one rule of a layer's block. */
interface Piece {
  layer: string | null;
  css: string;
}

function piecesOf(css: string): Piece[] {
  const pieces: Piece[] = [];
  for (const node of postcss.parse(css).nodes) {
    if (isLayerBlock(node)) {
      for (const child of node.nodes ?? []) pieces.push({ layer: node.params, css: child.toString() });
    } else {
      pieces.push({ layer: null, css: node.toString() });
    }
  }
  return pieces;
}

/** `@layer name { … }` with one name: a statement (`@layer a, b;`) or an anonymous layer stays one piece. */
function isLayerBlock(node: ChildNode): node is postcss.AtRule {
  return node.type === "atrule" && node.name === "layer" && node.nodes !== undefined && /^[\w-]+(?:\.[\w-]+)*$/.test(node.params);
}

/** Consecutive pieces of one layer share one block again. */
function cssOf(pieces: Piece[]): string {
  let css = "";
  for (let i = 0; i < pieces.length; ) {
    const { layer } = pieces[i]!;
    if (layer === null) {
      css += pieces[i++]!.css;
      continue;
    }
    let block = "";
    while (i < pieces.length && pieces[i]!.layer === layer) block += pieces[i++]!.css;
    css += `@layer ${layer}{${block}}`;
  }
  return css;
}

/**
 * `css` cut into `count` parts in order, each about the same size: each piece goes to the part whose share of the
 * characters its first character falls in. Rules are never cut; a part may be empty only when `css` has fewer
 * pieces than `count`.
 */
export function stylesheetParts(css: string, count: number): string[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`stylesheetParts: count must be a positive integer, not ${count}`);
  const pieces = piecesOf(css);
  const total = pieces.reduce((sum, piece) => sum + piece.css.length, 0);
  const parts: Piece[][] = Array.from({ length: count }, () => []);
  let before = 0;
  for (const piece of pieces) {
    parts[Math.min(count - 1, Math.floor((before * count) / Math.max(total, 1)))]!.push(piece);
    before += piece.css.length;
  }
  return parts.map(cssOf);
}
