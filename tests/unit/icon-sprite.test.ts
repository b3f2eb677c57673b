import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SPRITE_ICON_NAMES } from "@content/icon-names";
import { contentIcons } from "~/components/ui/ContentIcon";
import { SPRITE_PATH, iconSprite } from "../../scripts/icon-sprite";

describe("icon sprite", () => {
  it("is up to date with the icon names (run `npm run icons` when this fails)", async () => {
    expect(readFileSync(SPRITE_PATH, "utf8")).toBe(await iconSprite());
  });

  it("has one symbol per name and nothing that could run", () => {
    const sprite = readFileSync(SPRITE_PATH, "utf8");
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual([...SPRITE_ICON_NAMES].sort());
    expect(sprite).not.toMatch(/<script|\son\w+=|href=/i);
  });

  it("covers every content icon", () => {
    for (const name of Object.values(contentIcons)) expect(SPRITE_ICON_NAMES).toContain(name);
  });

  it("refuses a name lucide does not have", async () => {
    await expect(iconSprite(["no-such-icon"])).rejects.toThrow();
  });
});
