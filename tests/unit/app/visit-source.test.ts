// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { fillVisitSource, recordVisitSource } from "~/lib/visit-source";
import { VISIT_SOURCE_FIELDS } from "@domain/attribution/fields";

/** Opens `path` in this tab as if arriving from `referrer`. */
function arrive(path: string, referrer = "") {
  window.history.replaceState(null, "", path);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
}

/** A form with the hidden fields VisitSourceFields renders. */
function sourceForm() {
  const form = document.createElement("form");
  for (const name of VISIT_SOURCE_FIELDS) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    form.append(input);
  }
  document.body.append(form);
  return form;
}

const sent = (form: HTMLFormElement) => Object.fromEntries([...new FormData(form)].filter(([, value]) => value !== ""));

describe("the visit's source in the browser", () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    document.body.replaceChildren();
  });

  it("keeps the first page's path, the other site's host, the utm values and that an ad was clicked", () => {
    arrive("/locations/warren?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=SECRET123", "https://news.example.org/issue-12?reader=42");
    recordVisitSource();
    // Later pages of the visit keep the first one.
    arrive("/services?utm_campaign=other", `${location.origin}/locations/warren`);
    recordVisitSource();
    arrive("/contact", `${location.origin}/services`);
    recordVisitSource();
    const form = sourceForm();
    fillVisitSource(form);
    expect(sent(form)).toEqual({ landing: "/locations/warren", referrer: "news.example.org", utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring", click: "1" });
    // The click id itself, the referrer's path and anything about the reader are never kept; nothing outlives the tab.
    expect(JSON.stringify({ ...sessionStorage })).not.toMatch(/SECRET123|issue-12|reader/);
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe("");
  });

  it("a visit that starts on one of the site's own pages has no referrer; the workspace is no visit", () => {
    arrive("/admin", "https://news.example.org/");
    recordVisitSource();
    expect(sessionStorage.length).toBe(0);
    arrive("/services", `${location.origin}/`);
    recordVisitSource();
    const form = sourceForm();
    fillVisitSource(form);
    expect(sent(form)).toEqual({ landing: "/services" });
  });

  it("fills only hidden fields of those names, and leaves them empty when nothing was recorded", () => {
    const form = sourceForm();
    const visible = document.createElement("input");
    visible.name = "note";
    visible.value = "kept";
    form.append(visible);
    fillVisitSource(form);
    expect(sent(form)).toEqual({ note: "kept" });
    fillVisitSource(document.body);
  });
});
