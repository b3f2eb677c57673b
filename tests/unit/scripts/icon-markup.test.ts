import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LUCIDE_ICON_NAMES } from "@content/icon-names";
import { contentIcons } from "~/components/ui/ContentIcon";
import { ICON_MARKUP } from "~/components/ui/icon-markup";
import { ICON_MARKUP_PATH, SHAPE_TAGS, iconMarkupModule } from "../../../scripts/icon-markup";

describe("icon markup", () => {
  it("is up to date with the icon names (run `npm run icons` when this fails)", async () => {
    expect(readFileSync(ICON_MARKUP_PATH, "utf8")).toBe(await iconMarkupModule());
  });

  it("has one entry per name", () => {
    expect(Object.keys(ICON_MARKUP).sort()).toEqual([...LUCIDE_ICON_NAMES].sort());
  });

  it("holds only SVG shapes with plain attributes: nothing that could run, link or style", () => {
    const shape = new RegExp(`^<(?:${SHAPE_TAGS.join("|")})(?: [a-z][a-z0-9-]*="[^"<&]*")+/>`);
    for (const [name, markup] of Object.entries(ICON_MARKUP)) {
      let rest = markup;
      expect(rest, name).not.toBe("");
      while (rest) {
        const next = shape.exec(rest);
        expect(next, `${name}: ${rest.slice(0, 60)}`).not.toBeNull();
        expect(next![0], name).not.toMatch(/ (?:on\w+|href|xlink:href|style)=/i);
        rest = rest.slice(next![0].length);
      }
    }
  });

  it("covers every content icon", () => {
    for (const name of Object.values(contentIcons)) expect(LUCIDE_ICON_NAMES).toContain(name);
  });

  it("refuses a name lucide does not have", async () => {
    await expect(iconMarkupModule(["no-such-icon"])).rejects.toThrow();
  });
});
