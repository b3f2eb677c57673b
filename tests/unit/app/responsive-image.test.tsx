// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";

const render = (el: React.ReactElement) => new DOMParser().parseFromString(renderToStaticMarkup(el), "text/html").body;

describe("<ResponsiveImage>", () => {
  it("an SVG is a lazy <img> with its size reserved, the SVG its fallback behind AVIF and WebP drawings of it", () => {
    const body = render(<ResponsiveImage src="/images/blog/a.svg" alt="Art" width={1200} height={800} />);
    const img = body.querySelector("picture > img")!;
    expect(img.getAttribute("src")).toBe("/images/blog/a.svg");
    const sources = [...body.querySelectorAll("picture > source")];
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.getAttribute("srcset")).toBe("/images/blog/a-480w.avif 480w, /images/blog/a-800w.avif 800w, /images/blog/a-1200w.avif 1200w");
    // The <picture> adds no box: the <img> stays the flex or grid item it was.
    expect(body.querySelector("picture")!.getAttribute("class")).toBe("contents");
    expect(img.getAttribute("width")).toBe("1200");
    expect(img.getAttribute("height")).toBe("800");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("fetchpriority")).toBeNull();
    expect(img.getAttribute("alt")).toBe("Art");
  });

  it("the priority image is eager and fetched at high priority", () => {
    const img = render(<ResponsiveImage src="/images/hero.svg" alt="" width={1200} height={800} priority />).querySelector("picture > img")!;
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });

  it("a raster image gets AVIF and WebP sources with a width srcset", () => {
    const body = render(<ResponsiveImage src="/images/team.jpg" alt="Team" width={1000} height={600} sizes="(min-width: 768px) 50vw, 100vw" />);
    const sources = [...body.querySelectorAll("picture > source")];
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.getAttribute("srcset")).toBe("/images/team-480w.avif 480w, /images/team-800w.avif 800w, /images/team-1000w.avif 1000w");
    expect(sources[1]!.getAttribute("sizes")).toBe("(min-width: 768px) 50vw, 100vw");
    expect(body.querySelector("picture > img")!.getAttribute("src")).toBe("/images/team.jpg");
  });
});
