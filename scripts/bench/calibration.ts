/**
 * CPU slowdown calibrated to a host of a given Lighthouse CPU benchmark index (decision 046).
 *
 * Lighthouse's CPU slowdown multiplies the speed of the machine it runs on: "8×" on a host of index 3,600
 * is a phone more than twice as fast as "8×" on a host of index 1,500. To measure the same phone on any
 * host, the bench multiplies each profile's nominal slowdown by hostIndex / targetIndex, so a profile's
 * "8× at index 1,500" is 8 × 3,600 / 1,500 = 19.2× on the faster host. The multiplier never drops below the
 * nominal one: on a host slower than the target the profile stays at its nominal slowdown (a slower phone
 * than the target's; the report says so).
 */
import { median } from "./median";

/** The index of the slow 2-core host issue 44 was measured on: the default target. */
export const DEFAULT_TARGET_INDEX = 1500;

/**
 * The target index from BENCH_CALIBRATE_INDEX: unset → DEFAULT_TARGET_INDEX; "off" (or "0", "none") →
 * undefined (nominal multipliers of this host); otherwise a positive number.
 */
export function calibrationTarget(value: string | undefined): number | undefined {
  const text = value?.trim().toLowerCase();
  if (text === undefined || text === "") return DEFAULT_TARGET_INDEX;
  if (["off", "0", "none", "no", "false"].includes(text)) return undefined;
  const index = Number(text.replaceAll(/[,_]/g, ""));
  if (!Number.isFinite(index) || index <= 0) throw new Error(`BENCH_CALIBRATE_INDEX must be a positive benchmark index or "off", not ${JSON.stringify(value)}`);
  return index;
}

/** A profile's slowdown on this host: the nominal one scaled by hostIndex / targetIndex, never below the nominal. */
export interface CalibratedSlowdown {
  nominal: number;
  /** The multiplier Lighthouse is given on this host (two decimals). */
  effective: number;
  /** The host is slower than the target: the multiplier stayed at the nominal one. */
  hostSlower: boolean;
}

export function calibratedSlowdown(nominal: number, hostIndex: number, targetIndex: number): CalibratedSlowdown {
  if (!(hostIndex > 0) || !(targetIndex > 0)) throw new Error(`cannot calibrate with host index ${hostIndex} and target index ${targetIndex}`);
  const scaled = Math.round(((nominal * hostIndex) / targetIndex) * 100) / 100;
  return { nominal, effective: Math.max(nominal, scaled), hostSlower: hostIndex < targetIndex };
}

/** How the run's profiles were set: the target and host indexes, and each profile's nominal and effective slowdown. */
export interface Calibration {
  /** The index the profiles were calibrated to; undefined when calibration was off (nominal multipliers). */
  targetIndex?: number;
  /** This host's index measured before the runs (median of `hostSamples`); undefined when calibration was off. */
  hostIndex?: number;
  hostSamples?: number[];
  /** Per profile id. */
  slowdowns: Record<string, CalibratedSlowdown>;
}

/** The calibration of profiles (by id and nominal multiplier) for a host index and a target (undefined: off). */
export function calibrate(profiles: readonly { id: string; cpu: number }[], hostSamples: number[] | undefined, targetIndex: number | undefined): Calibration {
  if (targetIndex === undefined || !hostSamples?.length) {
    return { slowdowns: Object.fromEntries(profiles.map((p) => [p.id, { nominal: p.cpu, effective: p.cpu, hostSlower: false }])) };
  }
  const hostIndex = median(hostSamples);
  return {
    targetIndex,
    hostIndex,
    hostSamples,
    slowdowns: Object.fromEntries(profiles.map((p) => [p.id, calibratedSlowdown(p.cpu, hostIndex, targetIndex)])),
  };
}
