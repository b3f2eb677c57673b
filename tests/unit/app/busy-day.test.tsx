// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { SlotPicker } from "~/components/booking/SlotPicker";
import { slotsOnDate, type BookingSchedule } from "@domain/booking/schedule";
import { groupByDay } from "@domain/booking/labels";

const schedule: BookingSchedule = {
  timeZone: "America/Detroit",
  weekdays: [1, 2, 3, 4, 5],
  open: "09:00",
  close: "17:00",
  slotMinutes: 30,
  horizonBusinessDays: 15,
  closedDates: ["2026-12-03"],
};

// Tue Dec 1 free; Wed Dec 2 taken whole by the owner's calendar; Thu Dec 3 a holiday; Fri Dec 4 free.
const days = groupByDay([...slotsOnDate("2026-12-01", schedule), ...slotsOnDate("2026-12-04", schedule)], schedule);

describe("a day with no free time (the owner's calendar, or booked out) in the day grid", () => {
  it("keeps its place in the week, marked busy, with no times; a closed day stays closed", () => {
    expect(days.map((day) => [day.date, day.slots.length, day.busy ?? false, day.closed ?? false])).toEqual([
      ["2026-12-01", 16, false, false],
      ["2026-12-02", 0, true, false],
      ["2026-12-03", 0, false, true],
      ["2026-12-04", 16, false, false],
    ]);
  });

  it('is labelled "Busy" on screen and in its accessible name, with and without JavaScript', () => {
    const body = new DOMParser().parseFromString(renderToStaticMarkup(<SlotPicker days={days} />), "text/html").body;
    const card = body.querySelector('[data-testid="busy-day"]')!;
    expect(card.textContent).toContain("Busy");
    const radio = card.querySelector("input")!;
    expect(radio.disabled).toBe(true);
    expect(radio.getAttribute("aria-label")).toBe("Wednesday, December 2, busy");
    expect(body.querySelector('[data-testid="busy-day-note"]')!.textContent).toBe("Wednesday, December 2: busy");
  });
});
