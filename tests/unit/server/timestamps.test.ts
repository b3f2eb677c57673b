import { describe, expect, it } from "vitest";
import { iso, isoOrNull } from "../../../server/db/timestamps";

describe("stored timestamps as ISO text", () => {
  it("reads PostgreSQL's Date and SQLite's text alike", () => {
    expect(iso(new Date("2026-11-27T17:32:42.124Z"))).toBe("2026-11-27T17:32:42.124Z");
    expect(iso("2026-11-27T17:32:42.124Z")).toBe("2026-11-27T17:32:42.124Z");
    expect(iso("2026-11-27 17:32:42.124+00")).toBe("2026-11-27T17:32:42.124Z");
  });

  it("keeps an empty column empty: null, and undefined from an aggregate over no rows", () => {
    expect(isoOrNull(null)).toBeNull();
    expect(isoOrNull(undefined)).toBeNull();
    expect(isoOrNull("2026-11-27T17:32:42.124Z")).toBe("2026-11-27T17:32:42.124Z");
  });
});
