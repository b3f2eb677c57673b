// @vitest-environment jsdom
import { StrictMode, act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider, type DataRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** What the beacon sent: `[url, body]` per call. */
let sent: [string, unknown][];
let root: Root | undefined;

const settle = () => act(() => new Promise((done) => setTimeout(done, 5)));

function setDocument(values: { readyState?: DocumentReadyState; prerendering?: boolean; referrer?: string }) {
  for (const [name, value] of Object.entries(values)) Object.defineProperty(document, name, { value, configurable: true });
}

/** Mounts the hook under a memory router at `entry` (the module afresh: its state is per document). */
async function mount(entry: string): Promise<DataRouter> {
  vi.resetModules();
  // As the client entry does before it hydrates: the tab's record of the visit.
  (await import("~/lib/visit-source")).recordVisitSource();
  const { usePageViewBeacon } = await import("~/lib/page-view-beacon");
  function Chrome() {
    usePageViewBeacon();
    return null;
  }
  const router = createMemoryRouter([{ path: "*", Component: Chrome }], { initialEntries: [entry] });
  root = createRoot(document.createElement("div"));
  await act(async () => root!.render(
      // As the client entry renders: development's double effects must not send twice.
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ));
  return router;
}

beforeEach(() => {
  sent = [];
  Object.defineProperty(navigator, "sendBeacon", {
    value: (url: string, body: string) => {
      sent.push([url, JSON.parse(body)]);
      return true;
    },
    configurable: true,
  });
  setDocument({ readyState: "complete", prerendering: false, referrer: "" });
  window.history.replaceState(null, "", "/");
  sessionStorage.clear();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

describe("the page view beacon", () => {
  it("sends one view per page, client-side moves included, with the visit's referrer host and utm values; a query or hash change is no new view", async () => {
    window.history.replaceState(null, "", "/locations/warren?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=x");
    setDocument({ referrer: "https://mail.example.net/inbox?id=secret" });
    const router = await mount("/locations/warren");
    await settle();
    await act(() => router.navigate("/services"));
    await settle();
    await act(() => router.navigate("/services?filter=seo#top"));
    await settle();
    await act(() => router.navigate("/contact"));
    await settle();
    const source = { referrer: "mail.example.net", utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" };
    expect(sent).toEqual([
      ["/api/views", { path: "/locations/warren", ...source }],
      ["/api/views", { path: "/services", ...source }],
      ["/api/views", { path: "/contact", ...source }],
    ]);
  });

  it("counts a later full page load of the visit under the visit's source, not as direct", async () => {
    window.history.replaceState(null, "", "/locations/warren?utm_source=newsletter&utm_medium=email&utm_campaign=spring");
    setDocument({ referrer: "https://mail.example.net/" });
    await mount("/locations/warren");
    await settle();
    act(() => root?.unmount());
    // A new document of the same tab: its referrer is the site itself and its address has no tags.
    window.history.replaceState(null, "", "/contact");
    setDocument({ referrer: `${location.origin}/locations/warren` });
    sent = [];
    await mount("/contact");
    await settle();
    expect(sent).toEqual([["/api/views", { path: "/contact", referrer: "mail.example.net", utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" }]]);
  });

  it("sends no referrer for a page of the site itself", async () => {
    setDocument({ referrer: `${location.origin}/services` });
    await mount("/contact");
    await settle();
    expect(sent).toEqual([["/api/views", { path: "/contact" }]]);
  });

  it("waits for the page to load", async () => {
    setDocument({ readyState: "loading" });
    await mount("/services");
    await settle();
    expect(sent).toEqual([]);
    setDocument({ readyState: "complete" });
    act(() => void window.dispatchEvent(new Event("load")));
    await settle();
    expect(sent).toEqual([["/api/views", { path: "/services" }]]);
  });

  it("sends nothing while the page is prerendered, and the view once it is shown", async () => {
    setDocument({ prerendering: true });
    await mount("/services");
    await settle();
    window.dispatchEvent(new Event("load"));
    await settle();
    expect(sent).toEqual([]);
    setDocument({ prerendering: false });
    act(() => void document.dispatchEvent(new Event("prerenderingchange")));
    await settle();
    expect(sent).toEqual([["/api/views", { path: "/services" }]]);
  });
});
