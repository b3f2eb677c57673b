import { describe, expect, it } from "vitest";
import { mergedPaths, shapePathData, startingAbsolute } from "../../../scripts/icon-path";

describe("startingAbsolute", () => {
  it("keeps a path that starts with an absolute moveto", () => {
    expect(startingAbsolute("M12 5v14")).toBe("M12 5v14");
  });

  it("makes a leading relative moveto absolute: nothing came before it", () => {
    expect(startingAbsolute("m19 12-7 7-7-7")).toBe("M19 12l-7 7 -7 -7");
    expect(startingAbsolute("m5 12 7-7 7 7")).toBe("M5 12l7 -7 7 7");
    expect(startingAbsolute("m9 15 2 2 4-4")).toBe("M9 15l2 2 4 -4");
  });

  it("reads compact numbers (.5.5, signs as separators)", () => {
    expect(startingAbsolute("m.5.5h1")).toBe("M0.5 0.5h1");
    expect(startingAbsolute("m-1-2l3 4")).toBe("M-1 -2l3 4");
  });

  it("refuses path data that does not start with a moveto", () => {
    expect(() => startingAbsolute("L1 2")).toThrow();
    expect(() => startingAbsolute("m1")).toThrow();
  });
});

describe("shapePathData", () => {
  it("draws a circle as two half arcs, closed", () => {
    expect(shapePathData(["circle", { cx: 12, cy: 12, r: 10 }])).toBe("M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0z");
  });

  it("draws an ellipse with its two radii", () => {
    expect(shapePathData(["ellipse", { cx: 12, cy: 5, rx: 9, ry: 3 }])).toBe("M3 5a9 3 0 1 0 18 0a9 3 0 1 0 -18 0z");
  });

  it("draws a rect with rounded corners, and with square ones when it has no radius", () => {
    expect(shapePathData(["rect", { x: 3, y: 4, width: 18, height: 18, rx: 2 }])).toBe(
      "M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2z",
    );
    expect(shapePathData(["rect", { x: 1, y: 2, width: 3, height: 4 }])).toBe("M1 2h3v4h-3z");
  });

  it("follows SVG's corner rules: a missing radius takes the other, none passes half the side", () => {
    expect(shapePathData(["rect", { x: 0, y: 0, width: 10, height: 4, ry: 1 }])).toBe(
      shapePathData(["rect", { x: 0, y: 0, width: 10, height: 4, rx: 1, ry: 1 }]),
    );
    expect(shapePathData(["rect", { x: 0, y: 0, width: 4, height: 4, rx: 9 }])).toBe(
      "M2 0h0a2 2 0 0 1 2 2v0a2 2 0 0 1 -2 2h0a2 2 0 0 1 -2 -2v0a2 2 0 0 1 2 -2z",
    );
  });

  it("draws lines and polylines open, polygons closed", () => {
    expect(shapePathData(["line", { x1: 1, y1: 2, x2: 3, y2: 4 }])).toBe("M1 2L3 4");
    expect(shapePathData(["polyline", { points: "1 2 3 4 5,6" }])).toBe("M1 2L3 4L5 6");
    expect(shapePathData(["polygon", { points: "1 2 3 4 5 6" }])).toBe("M1 2L3 4L5 6z");
  });

  it("refuses what it cannot draw exactly", () => {
    expect(() => shapePathData(["text", {}])).toThrow();
    expect(() => shapePathData(["circle", { cx: 1, cy: 1 }])).toThrow();
    expect(() => shapePathData(["rect", { width: "wide", height: 2 }])).toThrow();
    expect(() => shapePathData(["polygon", { points: "1 2 3" }])).toThrow();
  });
});

describe("mergedPaths", () => {
  it("joins the shapes of one paint into one path, in order", () => {
    expect(
      mergedPaths([
        ["path", { d: "m12 19-7-7 7-7" }],
        ["circle", { cx: 12, cy: 12, r: 1 }],
        ["path", { d: "M19 12H5" }],
      ]),
    ).toEqual([["path", { d: "M12 19l-7 -7 7 -7M11 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0zM19 12H5" }]]);
  });

  it("keeps shapes painted differently apart, each group where its paint first appears", () => {
    expect(
      mergedPaths([
        ["path", { d: "M1 1h2" }],
        ["circle", { cx: 5, cy: 5, r: 1, fill: "currentColor" }],
        ["path", { d: "M3 3h2" }],
        ["circle", { cx: 8, cy: 8, r: 1, fill: "currentColor" }],
      ]),
    ).toEqual([
      ["path", { d: "M1 1h2M3 3h2" }],
      ["path", { d: "M4 5a1 1 0 1 0 2 0a1 1 0 1 0 -2 0zM7 8a1 1 0 1 0 2 0a1 1 0 1 0 -2 0z", fill: "currentColor" }],
    ]);
  });
});
