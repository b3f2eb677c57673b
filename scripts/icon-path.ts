// An icon's shapes as few <path>s as its paint allows: every shape drawn with the same attributes (all of
// lucide's but a few filled dots) joins one path of several subpaths. Each SVG element is a node to parse,
// style and lay out; the home page draws about 100 icons, which are about 100 elements this way instead of
// 220 shapes (decision 024). The outline is the same: every shape becomes subpaths with the same geometry, and a
// closed shape (circle, rect, polygon) stays closed, so it has joins, not caps.

export type ShapeAttributes = Record<string, string | number>;
export type Shape = [tag: string, attributes: ShapeAttributes];

/** The attributes that say where each shape is; the others (fill, …) say how it is painted. */
const GEOMETRY: Record<string, readonly string[]> = {
  path: ["d"],
  circle: ["cx", "cy", "r"],
  ellipse: ["cx", "cy", "rx", "ry"],
  line: ["x1", "y1", "x2", "y2"],
  polyline: ["points"],
  polygon: ["points"],
  rect: ["x", "y", "width", "height", "rx", "ry"],
};

/** A number as short as it can be written without changing it (to a thousandth of a unit). */
const n = (value: number) => String(Math.round(value * 1000) / 1000);

const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;

function numbers(text: string): number[] {
  return (text.match(NUMBER) ?? []).map(Number);
}

function number(attributes: ShapeAttributes, name: string, fallback?: number): number {
  const value = attributes[name];
  if (value === undefined) {
    if (fallback !== undefined) return fallback;
    throw new Error(`a shape has no ${name}`);
  }
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`${name}="${value}" is not a number`);
  return parsed;
}

/**
 * A path's data made safe to follow another subpath. A path that starts with a relative moveto (`m`) starts
 * at its coordinates, since nothing comes before it; after another subpath they would be read relative to
 * where that one ended. The first pair becomes absolute, and the pairs after it (implicit relative linetos)
 * stay relative.
 */
export function startingAbsolute(d: string): string {
  const trimmed = d.trim();
  const start = /^m([^a-df-zA-DF-Z]*)/.exec(trimmed);
  if (!start) {
    if (!/^M/.test(trimmed)) throw new Error(`path data must start with a moveto: "${d.slice(0, 20)}"`);
    return trimmed;
  }
  const [x, y, ...lines] = numbers(start[1]!);
  if (x === undefined || y === undefined || lines.length % 2 !== 0) throw new Error(`a malformed moveto: "${d.slice(0, 20)}"`);
  const rest = trimmed.slice(start[0].length);
  return `M${n(x)} ${n(y)}${lines.length ? `l${lines.map(n).join(" ")}` : ""}${rest}`;
}

/** One shape's outline as path data, starting with an absolute moveto. */
export function shapePathData([tag, a]: Shape): string {
  switch (tag) {
    case "path":
      return startingAbsolute(String(a.d));
    case "circle":
    case "ellipse": {
      const cx = number(a, "cx", 0);
      const cy = number(a, "cy", 0);
      const rx = tag === "circle" ? number(a, "r") : number(a, "rx");
      const ry = tag === "circle" ? rx : number(a, "ry");
      // Two half-arcs: one arc cannot end where it starts.
      return `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0z`;
    }
    case "line":
      return `M${n(number(a, "x1", 0))} ${n(number(a, "y1", 0))}L${n(number(a, "x2", 0))} ${n(number(a, "y2", 0))}`;
    case "polyline":
    case "polygon": {
      const points = numbers(String(a.points));
      if (points.length < 4 || points.length % 2 !== 0) throw new Error(`a ${tag} needs pairs of coordinates: "${a.points}"`);
      const pairs = [];
      for (let i = 0; i < points.length; i += 2) pairs.push(`${n(points[i]!)} ${n(points[i + 1]!)}`);
      return `M${pairs.join("L")}${tag === "polygon" ? "z" : ""}`;
    }
    case "rect": {
      const x = number(a, "x", 0);
      const y = number(a, "y", 0);
      const width = number(a, "width");
      const height = number(a, "height");
      // SVG's rules for the corners: a missing radius takes the other one; neither may pass half the side.
      const rxGiven = a.rx === undefined ? undefined : number(a, "rx");
      const ryGiven = a.ry === undefined ? undefined : number(a, "ry");
      const rx = Math.min(rxGiven ?? ryGiven ?? 0, width / 2);
      const ry = Math.min(ryGiven ?? rxGiven ?? 0, height / 2);
      if (rx <= 0 || ry <= 0) return `M${n(x)} ${n(y)}h${n(width)}v${n(height)}h${n(-width)}z`;
      const corner = (dx: number, dy: number) => `a${n(rx)} ${n(ry)} 0 0 1 ${n(dx)} ${n(dy)}`;
      return (
        `M${n(x + rx)} ${n(y)}h${n(width - 2 * rx)}${corner(rx, ry)}v${n(height - 2 * ry)}${corner(-rx, ry)}` +
        `h${n(-(width - 2 * rx))}${corner(-rx, -ry)}v${n(-(height - 2 * ry))}${corner(rx, -ry)}z`
      );
    }
    default:
      throw new Error(`<${tag}> is not a shape this can draw as a path`);
  }
}

/** What a shape looks like apart from where it is: shapes that agree on it can share a path. */
function paintOf([tag, attributes]: Shape): ShapeAttributes {
  const geometry = GEOMETRY[tag];
  if (!geometry) throw new Error(`<${tag}> is not a shape this can draw as a path`);
  return Object.fromEntries(Object.entries(attributes).filter(([name]) => !geometry.includes(name)));
}

/**
 * The shapes as paths, one per paint, in the order each paint first appears. Reordering shapes of different
 * paints cannot change the picture for lucide's icons: all of them draw in `currentColor`.
 */
export function mergedPaths(shapes: readonly Shape[]): Shape[] {
  const groups = new Map<string, { paint: ShapeAttributes; data: string[] }>();
  for (const shape of shapes) {
    const paint = paintOf(shape);
    const key = JSON.stringify(Object.entries(paint).sort(([a], [b]) => a.localeCompare(b)));
    const group = groups.get(key) ?? { paint, data: [] };
    group.data.push(shapePathData(shape));
    groups.set(key, group);
  }
  return [...groups.values()].map(({ paint, data }) => ["path", { d: data.join(""), ...paint }]);
}
