import { describe, expect, it } from "vitest";
import { pagePaths, prerenderPaths } from "~/pages";
import { sitePagePaths, sitePrerenderPaths } from "../../support/site-paths";

describe("the browser tests' page list", () => {
  it("is exactly pagePaths(), so every page is audited", () => {
    expect(sitePagePaths()).toEqual(pagePaths());
    expect(sitePrerenderPaths()).toEqual(prerenderPaths());
  });

  it("holds every page of SPEC §2: 26 towns, 15 industries, 6 case studies, 3 posts", () => {
    const paths = sitePagePaths();
    expect(paths.filter((p) => p.startsWith("/locations/"))).toHaveLength(26);
    expect(paths.filter((p) => p.startsWith("/industries/"))).toHaveLength(15);
    expect(paths.filter((p) => p.startsWith("/profile/"))).toHaveLength(6);
    expect(paths.filter((p) => p.startsWith("/blog/"))).toHaveLength(3);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
