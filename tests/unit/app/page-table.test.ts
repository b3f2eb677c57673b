import { describe, expect, it, vi } from "vitest";
import { RouterContextProvider, createContext, matchPath, type RouterContext } from "react-router";
import routes from "~/routes";
import { pages, pagePaths, prerenderPaths, requestTimePaths, type Page } from "~/pages";
import { contentPaths } from "@content/paths";
import { requestContextGuard } from "~/lib/request-context-guard.server";

/** Every route module, as Vite finds it (keys: "../../../app/routes/home.tsx"). */
const routeModules = import.meta.glob<{ loader?: (args: unknown) => unknown }>(["../../../app/routes/*.ts", "../../../app/routes/*.tsx", "../../../app/routes/admin/*.ts", "../../../app/routes/admin/*.tsx"]);
const moduleOf = (page: Page) => routeModules[`../../../app/${page.module}`];

/** A path the page answers: the first of its content list, or the pattern with made-up parameters. */
function samplePath(page: Page): string {
  if (page.each) return contentPaths[page.each]()[0]!;
  return page.path.replace(/:[a-z]+/gi, "test-token").replace("*", "no-such-page");
}

/**
 * Runs the page's loader as prerendering does, with an empty request context, and counts the reads
 * of a value the server did not set (contactOf, bookingOf, clientAddressOf), even those the loader
 * catches (the home page renders without free times when the booking service fails).
 */
async function contextReadsOf(page: Page): Promise<number> {
  const module = await moduleOf(page)!();
  if (!module.loader) return 0;
  let reads = 0;
  const context = new RouterContextProvider();
  const get = context.get.bind(context);
  context.get = <T,>(key: RouterContext<T>): T => {
    try {
      return get(key);
    } catch (error) {
      reads += 1;
      throw error;
    }
  };
  const path = samplePath(page);
  const params = page.path === "*" ? { "*": path.slice(1) } : (matchPath(page.path, path)?.params ?? {});
  try {
    await module.loader({ request: new Request(`http://localhost${path}`), params, context });
  } catch {
    // A 404 or redirect, or the read itself: only the reads matter here.
  }
  return reads;
}

describe("the page table (app/pages.ts)", () => {
  it("is the route table: one route per page, in its order, for every module in app/routes", () => {
    expect(routes.map((route) => route.file)).toEqual(pages.map((page) => page.module));
    expect(routes.map((route) => (route.index ? "/" : `/${route.path}`.replace("/*", "*")))).toEqual(pages.map((page) => page.path));
    expect(Object.keys(routeModules).map((file) => file.replace("../../../app/", "")).sort()).toEqual(pages.map((page) => page.module).sort());
  });

  it("prerenders every page and file rendered at build, and nothing rendered per request", () => {
    const prerendered = prerenderPaths();
    expect(new Set(prerendered).size).toBe(prerendered.length);
    expect(prerendered).toEqual(expect.arrayContaining([...pagePaths().filter((path) => !requestTimePaths.includes(path)), "/sitemap.xml", "/robots.txt", "/rss.xml"]));
    expect(prerendered).toHaveLength(pagePaths().length - requestTimePaths.length + 3);
    // (The catch-all "*" matches any path; the server answers it with the not-found page.)
    for (const page of pages.filter((p) => p.render === "request" && p.path !== "*")) {
      expect(prerendered.filter((path) => matchPath(page.path, path)), page.path).toEqual([]);
    }
    expect(requestTimePaths).toEqual(["/", "/book"]);
  });

  it("renders per request every page whose loader reads the request context (run as prerendering runs it)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {}); // the home page logs the failed read it catches
    const readers: string[] = [];
    for (const page of pages) {
      if ((await contextReadsOf(page)) > 0) readers.push(page.path);
    }
    // The check sees the reads it is meant to catch, including one the loader catches (home).
    expect(readers).toEqual(expect.arrayContaining(["/", "/book", "/book/cancel/:token"]));
    const prerenderedReaders = readers.filter((path) => pages.find((page) => page.path === path)!.render === "build");
    expect(prerenderedReaders, "prerendered pages whose loader reads the request context").toEqual([]);
  });

  it("the root's loader reads no request context (it runs for every prerendered page)", async () => {
    const root = await import("~/root");
    expect("loader" in root).toBe(false);
  });
});

describe("the root's request context guard (fails the build when a prerendered loader reads the context)", () => {
  const service = createContext<string>();
  const run = (context: RouterContextProvider, loader: (context: RouterContextProvider) => void) =>
    requestContextGuard({ request: new Request("http://localhost/_.data"), params: {}, context, pattern: "/" } as never, async () => {
      loader(context);
      return new Response("ok");
    });

  it("fails a render whose loader read an unset value, even when the loader caught the error", async () => {
    await expect(
      run(new RouterContextProvider(), (context) => {
        try {
          context.get(service);
        } catch {
          // Rendered without its live part: exactly the mistake to catch.
        }
      }),
    ).rejects.toThrow('/_.data: a loader read the request context (contactOf, bookingOf, clientAddressOf), which only the server sets, per request. Prerendering sets none: mark this page render: "request" in app/pages.ts');
  });

  it("lets through a render that reads nothing, or values the server set", async () => {
    await expect(run(new RouterContextProvider(), () => {})).resolves.toBeInstanceOf(Response);
    const context = new RouterContextProvider();
    context.set(service, "set by the server");
    await expect(run(context, (c) => expect(c.get(service)).toBe("set by the server"))).resolves.toBeInstanceOf(Response);
  });
});
