// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { SlotPicker, SlotPill, slotPillsHtml } from "~/components/booking/SlotPicker";
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

describe("<SlotPicker> as HTML", () => {
  it("draws the pills as HTML exactly as React draws them", () => {
    const markup = (html: string) => [...new DOMParser().parseFromString(`<div>${html}</div>`, "text/html").body.firstElementChild!.childNodes].map(shape);
    const slots = days[1]!.slots;
    const react = renderToStaticMarkup(
      <>
        {slots.map((slot) => (
          <SlotPill key={slot.start} slot={slot} checked={false} mine={null} onChoose={() => {}} />
        ))}
      </>,
    );
    expect(markup(slotPillsHtml(slots))).toEqual(markup(react));
    expect(JSON.stringify(markup(slotPillsHtml(slots)))).toContain("aria-label=Wednesday, December 2 at 9:00 AM Eastern");
  });

  it("makes every time a named, unchecked radio of the form, and escapes what it writes", () => {
    const grid = new DOMParser().parseFromString(`<div>${slotPillsHtml(days[1]!.slots)}</div>`, "text/html").body.firstElementChild!;
    const radios = [...grid.querySelectorAll("input")];
    expect(radios.map((radio) => [radio.type, radio.name, radio.value, radio.checked])).toEqual(days[1]!.slots.map((slot) => ["radio", "slot", slot.start, false]));
    expect(radios.map((radio) => radio.getAttribute("aria-label"))).toEqual(days[1]!.slots.map((slot) => slot.full));
    const hostile = slotPillsHtml([{ start: '"><script>x</script>', end: "", time: "<b>9</b>", full: "a\" onclick=\"x" }]);
    expect(hostile).not.toMatch(/<script|<b>|" onclick/);
  });

  it("lists every day's times as radios of the form without JavaScript, the kept choice checked", () => {
    const html = renderToStaticMarkup(<SlotPicker days={days} initialSlot="2026-12-02T19:00:00.000Z" />);
    const radios = [...new DOMParser().parseFromString(html, "text/html").querySelectorAll<HTMLInputElement>('input[name="slot"]')];
    expect(radios.map((radio) => radio.value)).toEqual(days.flatMap((day) => day.slots.map((slot) => slot.start)));
    expect(radios.filter((radio) => radio.checked).map((radio) => radio.value)).toEqual(["2026-12-02T19:00:00.000Z"]);
  });
});

describe("<SlotPicker> in the browser", () => {
  /** Server HTML in a form, hydrated; every error React throws or logs is collected. */
  async function hydratePicker(props: { initialSlot?: string } = {}) {
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => {
      errors.push(event.message);
      event.preventDefault();
    };
    window.addEventListener("error", onError);
    const consoleError = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(" ")));
    const element = <SlotPicker days={days} initialDay="2026-12-01" {...props} />;
    const form = document.createElement("form");
    form.innerHTML = `<div>${renderToString(element)}</div>`;
    document.body.replaceChildren(form);
    const container = form.firstElementChild!;
    const root = await act(async () => hydrateRoot(container, element));
    const radio = (start: string) => form.querySelector<HTMLInputElement>(`input[name="slot"][value="${start}"]`);
    const cleanup = () => {
      act(() => root.unmount());
      window.removeEventListener("error", onError);
      consoleError.mockRestore();
    };
    return { form, errors, radio, cleanup };
  }

  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it("chooses a time on the day on show and on another day without an error", async () => {
    const { form, errors, radio, cleanup } = await hydratePicker();
    try {
      await act(async () => radio("2026-12-01T15:30:00.000Z")!.click());
      expect(radio("2026-12-01T15:30:00.000Z")!.checked).toBe(true);
      expect(form.querySelector('[data-testid="chosen-slot"]')!.textContent).toContain("Tuesday, December 1 at 10:30 AM Eastern");
      await act(async () => form.querySelector<HTMLInputElement>('input[name="day"][value="2026-12-02"]')!.click());
      await act(async () => radio("2026-12-02T19:00:00.000Z")!.click());
      expect(new FormData(form).getAll("slot")).toEqual(["2026-12-02T19:00:00.000Z"]);
      expect(errors).toEqual([]);
    } finally {
      cleanup();
    }
  });

  it("keeps a time that was chosen in the server's HTML", async () => {
    const { form, errors, radio, cleanup } = await hydratePicker({ initialSlot: "2026-12-02T21:30:00.000Z" });
    try {
      expect(radio("2026-12-02T21:30:00.000Z")!.checked).toBe(true);
      expect(new FormData(form).getAll("slot")).toEqual(["2026-12-02T21:30:00.000Z"]);
      await act(async () => radio("2026-12-02T14:00:00.000Z")!.click());
      expect(new FormData(form).getAll("slot")).toEqual(["2026-12-02T14:00:00.000Z"]);
      expect(errors).toEqual([]);
    } finally {
      cleanup();
    }
  });
});
