// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { changingOnTheWayUp, scrollToPageTop } from "../../../app/lib/scroll";

/** Whether a return to the top is still under way: `changingOnTheWayUp` only runs its change then. */
function stillOnTheWayUp(): boolean {
  return changingOnTheWayUp(() => {});
}

function press(key: string): void {
  window.dispatchEvent(new KeyboardEvent("keydown", { key }));
}

describe("a smooth return to the top", () => {
  let scrollTo: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    scrollTo = vi.fn();
    vi.stubGlobal("scrollTo", scrollTo);
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query }));
    Object.defineProperty(window, "scrollY", { value: 2400, configurable: true });
  });

  afterEach(() => {
    window.dispatchEvent(new Event("scrollend"));
    vi.unstubAllGlobals();
  });

  it("sends a change made on the way up on to the top, smoothly", () => {
    scrollToPageTop();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: "smooth" });
    const change = vi.fn();
    expect(changingOnTheWayUp(change)).toBe(true);
    expect(change).toHaveBeenCalledOnce();
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: "smooth" });
  });

  it("leaves changes alone when no return is under way", () => {
    const change = vi.fn();
    expect(changingOnTheWayUp(change)).toBe(false);
    expect(change).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("ends when the scroll ends", () => {
    scrollToPageTop();
    window.dispatchEvent(new Event("scrollend"));
    expect(stillOnTheWayUp()).toBe(false);
  });

  it("ends at the top where there is no scrollend", () => {
    scrollToPageTop();
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
    window.dispatchEvent(new Event("scroll"));
    expect(stillOnTheWayUp()).toBe(false);
  });

  it("ends when the reader takes the scroll over with the wheel, a touch or a pointer", () => {
    for (const type of ["wheel", "touchstart", "pointerdown"]) {
      scrollToPageTop();
      window.dispatchEvent(new Event(type));
      expect(stillOnTheWayUp(), type).toBe(false);
    }
  });

  it("goes on while a keyboard reader tabs, and ends on a key that scrolls", () => {
    scrollToPageTop();
    for (const key of ["Tab", "Shift", "Enter", "a"]) press(key);
    expect(stillOnTheWayUp()).toBe(true);
    for (const key of ["ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End", " "]) {
      scrollToPageTop();
      press(key);
      expect(stillOnTheWayUp(), key).toBe(false);
    }
  });

  it("jumps without a smooth scroll under reduced motion, and so starts no return", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: true, media: query }));
    scrollToPageTop();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: "auto" });
    expect(stillOnTheWayUp()).toBe(false);
  });
});
