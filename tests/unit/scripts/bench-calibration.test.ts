import { describe, expect, it } from "vitest";
import { DEFAULT_TARGET_INDEX, calibrate, calibratedSlowdown, calibrationTarget } from "../../../scripts/bench/calibration";
import { PROFILES, profileTitle } from "../../../scripts/bench/profiles";

describe("calibratedSlowdown", () => {
  it("scales the nominal slowdown by host index / target index on a faster host", () => {
    // A host of index 3,000 is twice the target's speed: 8× of it is 16× of this host.
    expect(calibratedSlowdown(8, 3000, 1500)).toEqual({ nominal: 8, effective: 16, hostSlower: false });
    expect(calibratedSlowdown(4, 3000, 1500)).toEqual({ nominal: 4, effective: 8, hostSlower: false });
  });

  it("rounds the multiplier to two decimals", () => {
    expect(calibratedSlowdown(8, 1663, 1500).effective).toBe(8.87);
    expect(calibratedSlowdown(4, 3702, 1500).effective).toBe(9.87);
  });

  it("keeps the nominal multiplier on a host slower than the target, and says the host is slower", () => {
    expect(calibratedSlowdown(8, 1200, 1500)).toEqual({ nominal: 8, effective: 8, hostSlower: true });
    expect(calibratedSlowdown(4, 1499, 1500)).toEqual({ nominal: 4, effective: 4, hostSlower: true });
  });

  it("leaves the multiplier alone on a host of the target's index", () => {
    expect(calibratedSlowdown(8, 1500, 1500)).toEqual({ nominal: 8, effective: 8, hostSlower: false });
  });

  it("refuses indexes that are not positive", () => {
    expect(() => calibratedSlowdown(8, 0, 1500)).toThrow();
    expect(() => calibratedSlowdown(8, Number.NaN, 1500)).toThrow();
    expect(() => calibratedSlowdown(8, 1500, -1)).toThrow();
  });
});

describe("calibrationTarget (BENCH_CALIBRATE_INDEX)", () => {
  it("is 1,500 when unset or empty", () => {
    expect(calibrationTarget(undefined)).toBe(DEFAULT_TARGET_INDEX);
    expect(calibrationTarget("")).toBe(1500);
  });

  it("takes another index, with or without a thousands separator", () => {
    expect(calibrationTarget("1200")).toBe(1200);
    expect(calibrationTarget("2,000")).toBe(2000);
  });

  it("is off for off", () => {
    expect(calibrationTarget("off")).toBeUndefined();
    expect(calibrationTarget("OFF")).toBeUndefined();
    expect(calibrationTarget("0")).toBeUndefined();
  });

  it("refuses anything else", () => {
    expect(() => calibrationTarget("fast")).toThrow(/BENCH_CALIBRATE_INDEX/);
    expect(() => calibrationTarget("-5")).toThrow(/BENCH_CALIBRATE_INDEX/);
  });
});

describe("calibrate", () => {
  it("calibrates both profiles on the median of the host's samples", () => {
    const c = calibrate(PROFILES, [3100, 2900, 3000, 3300, 1000], 1500);
    expect(c.hostIndex).toBe(3000);
    expect(c.targetIndex).toBe(1500);
    expect(c.slowdowns.mobile).toEqual({ nominal: 4, effective: 8, hostSlower: false });
    expect(c.slowdowns["low-end"]).toEqual({ nominal: 8, effective: 16, hostSlower: false });
  });

  it("keeps the nominal multipliers when off", () => {
    const c = calibrate(PROFILES, undefined, undefined);
    expect(c.targetIndex).toBeUndefined();
    expect(c.slowdowns.mobile!.effective).toBe(4);
    expect(c.slowdowns["low-end"]!.effective).toBe(8);
  });
});

describe("profileTitle", () => {
  const lowEnd = PROFILES.find((p) => p.id === "low-end")!;

  it("names the target index and the multiplier this host was given", () => {
    expect(profileTitle(lowEnd, calibrate(PROFILES, [3000], 1500))).toBe("low-end phone, 8× CPU slowdown at index 1,500: 16× on this host");
  });

  it("says the slowdown is of this host, slower than the target, when the host is slower", () => {
    expect(profileTitle(lowEnd, calibrate(PROFILES, [1200], 1500))).toBe("low-end phone, 8× CPU slowdown of this host (slower than index 1,500)");
  });

  it("says the slowdown is of this host when not calibrated", () => {
    expect(profileTitle(lowEnd, calibrate(PROFILES, undefined, undefined))).toBe("low-end phone, 8× CPU slowdown of this host");
    expect(profileTitle(lowEnd)).toBe("low-end phone, 8× CPU slowdown of this host");
  });
});
