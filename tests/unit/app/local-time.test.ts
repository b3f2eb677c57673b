import { afterEach, describe, expect, it } from "vitest";
import { clockProbes, clockTimeHere, markOtherTimeZoneScript, OTHER_TIME_ZONE_ATTRIBUTE, readsOfficeTime, yourTimeLabel } from "../../../app/components/booking/local-time";
import { slotLabels } from "../../../domain/booking/labels";
import { localDate } from "../../../domain/booking/schedule";

// Node reads TZ again whenever it is assigned, so each case runs with the visitor's clock in that zone.
const ownZone = process.env.TZ;
afterEach(() => {
  if (ownZone === undefined) delete process.env.TZ;
  else process.env.TZ = ownZone;
});

/** Half-hour slots (9 AM to 5 PM Eastern) over days around both changes of daylight saving time in 2026. */
const slots = ["2026-03-06", "2026-03-09", "2026-10-23", "2026-10-26", "2026-10-30", "2026-11-02"].flatMap((day) =>
  Array.from({ length: 16 }, (_, i) => {
    const utc = new Date(`${day}T${String(13 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}:00Z`);
    return { start: utc.toISOString(), time: slotLabels(utc.toISOString()).time };
  }),
);

/** The label as Intl writes it for a visitor in `zone` (the way the page wrote it before): the reference. */
function intlLabel(start: string, zone: string, officeZone = "America/Detroit"): string | null {
  const write = (options: Intl.DateTimeFormatOptions, timeZone: string) =>
    new Intl.DateTimeFormat("en-US", { timeZone, ...options }).format(new Date(start)).replace(/[\u202f\u00a0]/g, " ");
  const time = { hour: "numeric", minute: "2-digit", hour12: true } as const;
  const day = { year: "numeric", month: "2-digit", day: "2-digit" } as const;
  const mine = write(time, zone);
  const sameDay = write(day, zone) === write(day, officeZone);
  if (mine === write(time, officeZone) && sameDay) return null;
  return `${sameDay ? "" : `${write({ weekday: "short" }, zone)} `}${mine} your time`;
}

const script = (probes: { start: string; time: string }[]) => {
  const attributes = new Set<string>();
  const document = { documentElement: { setAttribute: (name: string) => attributes.add(name) } };
  new Function("document", markOtherTimeZoneScript(probes))(document);
  return attributes.has(OTHER_TIME_ZONE_ATTRIBUTE);
};

describe("the visitor's clock against the office's, without Intl in the browser", () => {
  for (const zone of ["America/Detroit", "America/New_York", "America/Chicago", "America/Los_Angeles", "Europe/London", "Europe/Berlin", "Asia/Kolkata", "Pacific/Kiritimati"]) {
    it(`${zone}: the time the visitor's clock shows is written as Intl writes it`, () => {
      process.env.TZ = zone;
      for (const slot of slots) {
        const intl = new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit", hour12: true }).format(new Date(slot.start)).replace(/[\u202f\u00a0]/g, " ");
        expect(clockTimeHere(slot.start)).toBe(intl);
      }
    });
  }

  for (const zone of ["America/Detroit", "America/New_York", "America/Chicago", "America/Los_Angeles", "Europe/London", "Europe/Berlin", "Asia/Kolkata", "Pacific/Kiritimati"]) {
    it(`${zone}: "… your time" reads as Intl writes it, with the weekday when the date differs`, () => {
      process.env.TZ = zone;
      for (const slot of slots) expect(yourTimeLabel({ ...slot, date: localDate(slot.start) }), `${zone} ${slot.start}`).toBe(intlLabel(slot.start, zone));
    });
  }

  it("a label names the weekday only where the visitor's date is not the office's", () => {
    process.env.TZ = "Pacific/Kiritimati";
    expect(yourTimeLabel({ start: "2026-11-02T14:00:00.000Z", time: "9:00 AM", date: "2026-11-02" })).toBe("Tue 4:00 AM your time");
    process.env.TZ = "America/Los_Angeles";
    expect(yourTimeLabel({ start: "2026-11-02T14:00:00.000Z", time: "9:00 AM", date: "2026-11-02" })).toBe("6:00 AM your time");
    process.env.TZ = "America/New_York";
    expect(yourTimeLabel({ start: "2026-11-02T14:00:00.000Z", time: "9:00 AM", date: "2026-11-02" })).toBeNull();
  });

  it("a clock that reads the office's time (Detroit, New York) needs no labels; any other does", () => {
    for (const [zone, same] of [["America/Detroit", true], ["America/New_York", true], ["America/Chicago", false], ["Europe/London", false], ["Asia/Kolkata", false]] as const) {
      process.env.TZ = zone;
      expect(readsOfficeTime(slots), zone).toBe(same);
      expect(script(clockProbes(slots)), zone).toBe(!same);
    }
  });

  it("the first and the last slot are the probes, so a change of DST between them counts", () => {
    expect(clockProbes(slots)).toEqual([slots[0], slots.at(-1)]);
    expect(clockProbes(slots.slice(0, 1))).toEqual([slots[0]]);
    expect(clockProbes([])).toEqual([]);
  });
});
