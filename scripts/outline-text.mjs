// Text as outlines for generated SVG artwork: reads the glyph outlines of a TrueType font and
// writes each glyph once as a <path> in <defs>, then every character as a <use> of it. The SVG needs
// no font on the visitor's machine, draws the same everywhere and has no <text> to lay out.
// Fonts: Liberation Sans and Serif (Debian package fonts-liberation, installed with Chromium).
// Plain Node ESM, no dependencies. Only simple glyphs (no composites: keep to unaccented Latin).
import { readFileSync } from "node:fs";

const FONT_DIR = process.env.OUTLINE_FONT_DIR ?? "/usr/share/fonts/truetype/liberation";
/** Glyph coordinates are written in units of 1/UNITS em, as integers. */
const UNITS = 100;

function parseFont(file) {
  const buf = readFileSync(file);
  const tables = {};
  const numTables = buf.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const o = 12 + i * 16;
    tables[buf.toString("latin1", o, o + 4)] = buf.readUInt32BE(o + 8);
  }
  const unitsPerEm = buf.readUInt16BE(tables.head + 18);
  const longLoca = buf.readInt16BE(tables.head + 50) === 1;
  const numHMetrics = buf.readUInt16BE(tables.hhea + 34);
  const advance = (g) => buf.readUInt16BE(tables.hmtx + 4 * Math.min(g, numHMetrics - 1));
  const loca = (g) => (longLoca ? buf.readUInt32BE(tables.loca + 4 * g) : buf.readUInt16BE(tables.loca + 2 * g) * 2);

  // cmap: the Windows Unicode BMP subtable, format 4.
  const cmapCount = buf.readUInt16BE(tables.cmap + 2);
  let sub = 0;
  for (let i = 0; i < cmapCount; i++) {
    const o = tables.cmap + 4 + i * 8;
    if (buf.readUInt16BE(o) === 3 && buf.readUInt16BE(o + 2) === 1) sub = tables.cmap + buf.readUInt32BE(o + 4);
  }
  if (!sub || buf.readUInt16BE(sub) !== 4) throw new Error(`${file}: no format 4 cmap`);
  const segX2 = buf.readUInt16BE(sub + 6);
  const ends = sub + 14, starts = ends + segX2 + 2, deltas = starts + segX2, offsets = deltas + segX2;
  const glyphIndex = (code) => {
    for (let i = 0; i < segX2; i += 2) {
      if (code > buf.readUInt16BE(ends + i)) continue;
      if (code < buf.readUInt16BE(starts + i)) return 0;
      const rangeOffset = buf.readUInt16BE(offsets + i);
      const delta = buf.readInt16BE(deltas + i);
      if (!rangeOffset) return (code + delta) & 0xffff;
      const g = buf.readUInt16BE(offsets + i + rangeOffset + 2 * (code - buf.readUInt16BE(starts + i)));
      return g ? (g + delta) & 0xffff : 0;
    }
    return 0;
  };

  /** The glyph's outline as SVG path data, in 1/UNITS em, y down, origin on the baseline. */
  const outline = (g) => {
    const start = tables.glyf + loca(g);
    if (loca(g + 1) === loca(g)) return "";
    const contours = buf.readInt16BE(start);
    if (contours < 0) throw new Error(`${file}: glyph ${g} is a composite`);
    const endPts = [];
    for (let i = 0; i < contours; i++) endPts.push(buf.readUInt16BE(start + 10 + 2 * i));
    const count = endPts[contours - 1] + 1;
    let p = start + 10 + 2 * contours;
    p += 2 + buf.readUInt16BE(p);
    const flags = [];
    while (flags.length < count) {
      const f = buf[p++];
      flags.push(f);
      if (f & 8) for (let n = buf[p++]; n > 0; n--) flags.push(f);
    }
    const coords = (shortBit, sameBit) => {
      const out = [];
      let v = 0;
      for (const f of flags) {
        if (f & shortBit) v += f & sameBit ? buf[p++] : -buf[p++];
        else if (!(f & sameBit)) {
          v += buf.readInt16BE(p);
          p += 2;
        }
        out.push(v);
      }
      return out;
    };
    const xs = coords(2, 16);
    const ys = coords(4, 32);
    const k = UNITS / unitsPerEm;
    const pt = (i) => [Math.round(xs[i] * k), Math.round(-ys[i] * k)];
    let d = "";
    let from = 0;
    for (const end of endPts) {
      const pts = [];
      for (let i = from; i <= end; i++) pts.push({ on: (flags[i] & 1) === 1, xy: pt(i) });
      from = end + 1;
      // Start on an on-curve point (or the midpoint of two off-curve ones).
      let first = pts.findIndex((q) => q.on);
      if (first < 0) {
        pts.unshift({ on: true, xy: mid(pts[0].xy, pts[pts.length - 1].xy) });
        first = 0;
      }
      const ring = [...pts.slice(first), ...pts.slice(0, first)];
      // Segments: lines and quadratic curves between on-curve points.
      const segs = [];
      let at = ring[0].xy;
      for (let i = 1; i <= ring.length; i++) {
        const q = ring[i % ring.length];
        if (q.on) {
          segs.push({ to: q.xy });
          at = q.xy;
        } else {
          const next = ring[(i + 1) % ring.length];
          const to = next.on ? next.xy : mid(q.xy, next.xy);
          // A curve whose control point lies on its chord (at this precision) is a line.
          segs.push(offChord(at, q.xy, to) < 0.75 ? { to } : { c: q.xy, to });
          at = to;
          if (next.on) i++;
        }
      }
      d += `M${ring[0].xy.join(" ")}` + pathOf(ring[0].xy, segs) + "z";
    }
    return d;
  };
  return { unitsPerEm, glyphIndex, advance, outline };
}

/** Distance of c from the line through a and b. */
function offChord(a, c, b) {
  const dx = b[0] - a[0], dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  return len === 0 ? Math.hypot(c[0] - a[0], c[1] - a[1]) : Math.abs(dx * (c[1] - a[1]) - dy * (c[0] - a[0])) / len;
}

/** Relative path data for segments from `start`: collinear lines merged, h/v where they fit, repeated commands left implicit. */
function pathOf(start, segs) {
  const merged = [];
  let at = start;
  for (const seg of segs) {
    const prev = merged[merged.length - 1];
    if (!seg.c && prev && !prev.c) {
      const [ax, ay] = prev.from, [bx, by] = prev.to, [cx, cy] = seg.to;
      if ((bx - ax) * (cy - by) - (by - ay) * (cx - bx) === 0 && (bx - ax) * (cx - bx) + (by - ay) * (cy - by) >= 0) {
        prev.to = seg.to;
        at = seg.to;
        continue;
      }
    }
    merged.push({ ...seg, from: at });
    at = seg.to;
  }
  // The last line back to the start is implied by "z".
  const last = merged[merged.length - 1];
  if (last && !last.c && last.to[0] === start[0] && last.to[1] === start[1]) merged.pop();
  let out = "";
  let cmd = "";
  const num = (n) => (n < 0 || out === "" || /[a-zA-Z]$/.test(out) ? `${n}` : ` ${n}`);
  const emit = (c, nums) => {
    if (c !== cmd) out += c;
    cmd = c;
    for (const n of nums) out += num(n);
  };
  for (const seg of merged) {
    const [fx, fy] = seg.from;
    const dx = seg.to[0] - fx, dy = seg.to[1] - fy;
    if (seg.c) emit("q", [seg.c[0] - fx, seg.c[1] - fy, dx, dy]);
    else if (dy === 0) emit("h", [dx]);
    else if (dx === 0) emit("v", [dy]);
    else emit("l", [dx, dy]);
  }
  return out;
}

const mid = (a, b) => [Math.round((a[0] + b[0]) / 2), Math.round((a[1] + b[1]) / 2)];

const FILES = { sans: "LiberationSans-Regular.ttf", sansBold: "LiberationSans-Bold.ttf", serif: "LiberationSerif-Regular.ttf", serifBold: "LiberationSerif-Bold.ttf" };
const fonts = {};
const font = (face) => (fonts[face] ??= parseFont(`${FONT_DIR}/${FILES[face]}`));

/**
 * One drawing's glyph set. `text()` returns the SVG of a line of text; `defs()` the glyphs it used,
 * each once. `width()` measures a line as the font sets it.
 */
export function createTextOutliner() {
  const used = new Map(); // `${face}:${glyph}` -> id
  let nextId = 0;
  const idFor = (face, g) => {
    const key = `${face}:${g}`;
    if (!used.has(key)) used.set(key, { id: `g${(nextId++).toString(36)}`, face, g });
    return used.get(key).id;
  };
  const advance = (face, ch) => {
    const f = font(face);
    return (f.advance(f.glyphIndex(ch.codePointAt(0))) * UNITS) / f.unitsPerEm;
  };
  const width = (s, size, face = "sans", spacing = 0) =>
    [...String(s)].reduce((sum, ch) => sum + advance(face, ch), 0) * (size / UNITS) + spacing * Math.max(0, [...String(s)].length - 1);

  /** A line of text at (x, y) = baseline start; anchor "start" | "middle" | "end"; spacing in px between letters. */
  const text = (x, y, s, size, fill, { face = "sans", anchor = "start", spacing = 0, opacity } = {}) => {
    const f = font(face);
    const w = width(s, size, face, spacing);
    const x0 = anchor === "middle" ? x - w / 2 : anchor === "end" ? x - w : x;
    const scale = size / UNITS;
    let pen = 0;
    let uses = "";
    for (const ch of String(s)) {
      const g = f.glyphIndex(ch.codePointAt(0));
      if (ch !== " ") uses += `<use href="#${idFor(face, g)}"${pen ? ` x="${Math.round(pen)}"` : ""}/>`;
      pen += advance(face, ch) + spacing / scale;
    }
    const op = opacity === undefined ? "" : ` opacity="${opacity}"`;
    return `<g transform="translate(${+x0.toFixed(1)} ${+y.toFixed(1)}) scale(${+scale.toFixed(4)})" fill="${fill}"${op}>${uses}</g>`;
  };

  const defs = () => [...used.values()].map(({ id, face, g }) => `<path id="${id}" d="${font(face).outline(g)}"/>`).join("");
  return { text, width, defs };
}
