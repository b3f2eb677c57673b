import { expect, test } from "@playwright/test";
import { lostLeads, runStress } from "../../scripts/stress/run";

/**
 * A short `npm run stress`: a sample spread over every hostile case, some lead load, and a kill -9
 * and a SIGTERM mid-stream, each against its own production server on a free loopback port.
 */
test("hostile requests get no 5xx and no off-site redirect; no lead is lost under load, kill -9 or SIGTERM", async () => {
  test.setTimeout(180_000);
  const result = await runStress({ port: 0, hostileCount: 600, apiLeads: 150, formLeads: 40, concurrency: 8, faultAfter: 40 });
  const { hostile } = result;

  expect(hostile.sent).toBe(600);
  expect(hostile.serverErrors, JSON.stringify(hostile.samples, null, 1)).toBe(0);
  expect(hostile.offSiteRedirects).toEqual([]);
  // Every checked case, in full: 415 for codings the server does not decode, 405 with Allow or 400
  // for odd methods, the cancel link's Origin: null left to its token, no forged page stored.
  expect(result.checks.unexpected, JSON.stringify(result.checks.unexpected, null, 1)).toEqual([]);
  expect(result.checks.serverErrors).toBe(0);
  expect(result.forgedPages).toEqual({ tagged: 4, withForgedPage: 0 });
  // The probe did reach the lead paths: some hostile submissions are (correctly) accepted.
  expect(result.hostileAccepted).toBeGreaterThan(0);
  expect(result.hostileRows).toBe(result.hostileAccepted);
  for (const load of result.load) {
    expect(load.stream.accepted, `${load.channel} leads accepted`).toHaveLength(load.stream.sent);
    expect(load.lost).toBe(0);
  }
  expect(result.kill.stream.accepted.length).toBeGreaterThanOrEqual(40);
  expect(result.kill.lost).toEqual([]);
  expect(result.kill.restarted).toBe(true);
  expect(result.sigterm.stream.resets).toBe(0);
  expect(result.sigterm.lost).toEqual([]);
  expect(result.sigterm.exit).toEqual({ code: 0, signal: null });
  expect(lostLeads(result)).toBe(0);
});
