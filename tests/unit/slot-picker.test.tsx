// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { SlotPicker, slotPillsHtml } from "~/components/booking/SlotPicker";
import { groupByDay } from "@domain/booking/labels";

// Two office days (Eastern Time), two and three free times.
const days = groupByDay(
  ["2026-12-01T14:00:00.000Z", "2026-12-01T15:30:00.000Z", "2026-12-02T14:00:00.000Z", "2026-12-02T19:00:00.000Z", "2026-12-02T21:30:00.000Z"].map((start) => ({
    start,
    end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
  })),
);

/** An element as a tree of tags, attributes (in any order) and text, for comparing markup. */
const shape = (node: Node): unknown =>
  node instanceof Element
    ? [node.tagName, [...node.attributes].map((a) => `${a.name}=${a.value}`).sort(), [...node.childNodes].map(shape)]
    : node.textContent;

/** The time pills of each day as the server renders the picker, by day. */
function pillsByDay(initialDay: string): Map<string, unknown> {
  const body = new DOMParser().parseFromString(renderToStaticMarkup(<SlotPicker days={days} initialDay={initialDay} />), "text/html").body;
  const grids = [...body.querySelectorAll('[data-testid="slot-day"]')].map((fieldset) => fieldset.querySelector(".slot-grid")!);
  return new Map(grids.map((grid, index) => [days[index]!.date, [...grid.childNodes].map(shape)]));
}

describe("<SlotPicker> as HTML", () => {
  it("draws a day not on show exactly as React draws it when it is on show", () => {
    expect(days.map((day) => day.date)).toEqual(["2026-12-01", "2026-12-02"]);
    const firstOnShow = pillsByDay("2026-12-01");
    const secondOnShow = pillsByDay("2026-12-02");
    // Each day once on show (React's pills) and once hidden (slotPillsHtml): the same markup.
    expect(firstOnShow.get("2026-12-02")).toEqual(secondOnShow.get("2026-12-02"));
    expect(secondOnShow.get("2026-12-01")).toEqual(firstOnShow.get("2026-12-01"));
    expect(JSON.stringify(firstOnShow.get("2026-12-02"))).toContain("aria-label=Wednesday, December 2 at 9:00 AM Eastern");
  });

  it("makes every time a named, unchecked radio of the form, and escapes what it writes", () => {
    const grid = new DOMParser().parseFromString(`<div>${slotPillsHtml(days[1]!.slots)}</div>`, "text/html").body.firstElementChild!;
    const radios = [...grid.querySelectorAll("input")];
    expect(radios.map((radio) => [radio.type, radio.name, radio.value, radio.checked])).toEqual(days[1]!.slots.map((slot) => ["radio", "slot", slot.start, false]));
    expect(radios.map((radio) => radio.getAttribute("aria-label"))).toEqual(days[1]!.slots.map((slot) => slot.full));
    const hostile = slotPillsHtml([{ start: '"><script>x</script>', end: "", time: "<b>9</b>", full: "a\" onclick=\"x" }]);
    expect(hostile).not.toMatch(/<script|<b>|" onclick/);
  });
});
