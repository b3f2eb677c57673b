import { describe, expect, it } from "vitest";
import { parseBackupConfig, readConfig } from "../../../server/config";
import { backupFileName, backupsBeyondKeep } from "../../../server/backup/files";
import { sizeWords, staleBackup } from "../../../server/backup/stale";
import { composeStaleBackupMail } from "../../../server/backup/alarm";
import { isPartialName } from "../../../server/backup/sqlite-snapshot";

describe("backup configuration (BACKUP_INTERVAL_HOURS, BACKUP_DIR, BACKUP_KEEP)", () => {
  it("defaults to a backup every 24 hours into DATA_DIR/backups, keeping 14", () => {
    expect(parseBackupConfig({}, "/srv/data")).toEqual({ intervalHours: 24, dir: "/srv/data/backups", keep: 14 });
    expect(readConfig({ DATA_DIR: "/srv/data" }).backup).toEqual({ intervalHours: 24, dir: "/srv/data/backups", keep: 14 });
  });

  it("reads the three variables; 0 turns the schedule off; BACKUP_DIR may be absolute or relative to DATA_DIR", () => {
    expect(readConfig({ DATA_DIR: "/srv/data", BACKUP_INTERVAL_HOURS: "6", BACKUP_DIR: "/mnt/backups", BACKUP_KEEP: "3" }).backup).toEqual({ intervalHours: 6, dir: "/mnt/backups", keep: 3 });
    expect(parseBackupConfig({ interval: "0" }, "/d").intervalHours).toBe(0);
    expect(parseBackupConfig({ interval: "0.5", dir: "snap" }, "/d")).toMatchObject({ intervalHours: 0.5, dir: "/d/snap" });
  });

  it.each([
    ["BACKUP_INTERVAL_HOURS", { interval: "-1" }],
    ["BACKUP_INTERVAL_HOURS", { interval: "daily" }],
    ["BACKUP_INTERVAL_HOURS", { interval: "9000" }],
    ["BACKUP_INTERVAL_HOURS", { interval: "0.001" }],
    ["BACKUP_KEEP", { keep: "0" }],
    ["BACKUP_KEEP", { keep: "2.5" }],
    ["BACKUP_KEEP", { keep: "all" }],
  ])("a bad %s (%o) stops the start with a clear message", (name, env) => {
    expect(() => parseBackupConfig(env, "/d")).toThrow(new RegExp(`^${name} must be`));
  });

  it("readConfig refuses a bad value like the other variables", () => {
    expect(() => readConfig({ BACKUP_KEEP: "none" })).toThrow(/BACKUP_KEEP must be a whole number/);
  });
});

describe("retention: the newest BACKUP_KEEP backups stay", () => {
  const at = (hour: number) => backupFileName(new Date(Date.UTC(2026, 10, 27, hour)), "sqlite");

  it("deletes the oldest beyond the newest N, whatever order the folder lists them in", () => {
    const names = [at(5), at(1), at(3), at(2), at(4)];
    expect(backupsBeyondKeep(names, 2)).toEqual([at(1), at(2), at(3)]);
    expect(backupsBeyondKeep(names, 5)).toEqual([]);
    expect(backupsBeyondKeep(names, 14)).toEqual([]);
  });

  it("never touches files that are not finished backups (temporary files, an operator's own copies)", () => {
    const names = [at(1), `${at(2)}.partial`, "leads.sqlite", "before-upgrade.sqlite", at(3), backupFileName(new Date(Date.UTC(2026, 0, 1)), "postgres")];
    expect(backupsBeyondKeep(names, 1)).toEqual([backupFileName(new Date(Date.UTC(2026, 0, 1)), "postgres"), at(1)]);
    expect(isPartialName(`${at(2)}.partial`)).toBe(true);
    expect(isPartialName(`${at(2)}.partial-journal`)).toBe(true);
    expect(isPartialName(at(2))).toBe(false);
  });

  it("names sort by the time they were taken", () => {
    expect(at(9)).toBe("leads-2026-11-27T09-00-00-000Z.sqlite");
    expect(backupFileName(new Date(Date.UTC(2026, 10, 27, 9)), "postgres")).toBe("leads-2026-11-27T09-00-00-000Z.dump");
  });
});

describe("the stale-backup verdict (fixed clock)", () => {
  const expectedSince = "2026-11-01T00:00:00.000Z";
  const lastBackupAt = "2026-11-20T12:00:00.000Z";
  const hoursAfter = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000);

  it("is stale only once the last backup is older than two intervals", () => {
    expect(staleBackup({ lastBackupAt, expectedSince, intervalHours: 24, now: hoursAfter(lastBackupAt, 47.9) }).stale).toBe(false);
    expect(staleBackup({ lastBackupAt, expectedSince, intervalHours: 24, now: hoursAfter(lastBackupAt, 48) }).stale).toBe(false);
    expect(staleBackup({ lastBackupAt, expectedSince, intervalHours: 24, now: hoursAfter(lastBackupAt, 48.01) }).stale).toBe(true);
    expect(staleBackup({ lastBackupAt, expectedSince, intervalHours: 6, now: hoursAfter(lastBackupAt, 13) }).stale).toBe(true);
  });

  it("before the first backup, counts from when backups were first expected", () => {
    expect(staleBackup({ lastBackupAt: null, expectedSince, intervalHours: 24, now: hoursAfter(expectedSince, 47) }).stale).toBe(false);
    expect(staleBackup({ lastBackupAt: null, expectedSince, intervalHours: 24, now: hoursAfter(expectedSince, 49) }).stale).toBe(true);
  });

  it("is never stale with the schedule off", () => {
    expect(staleBackup({ lastBackupAt, expectedSince, intervalHours: 0, now: hoursAfter(lastBackupAt, 10_000) }).stale).toBe(false);
  });

  it("names one stale period per last backup, so the alarm is raised once per period", () => {
    const a = staleBackup({ lastBackupAt, expectedSince, intervalHours: 24, now: hoursAfter(lastBackupAt, 50) });
    const b = staleBackup({ lastBackupAt, expectedSince, intervalHours: 24, now: hoursAfter(lastBackupAt, 500) });
    const c = staleBackup({ lastBackupAt: "2026-11-25T12:00:00.000Z", expectedSince, intervalHours: 24, now: hoursAfter(lastBackupAt, 500) });
    expect(a.periodKey).toBe(b.periodKey);
    expect(c.periodKey).not.toBe(a.periodKey);
  });
});

describe("the stale-backup email and sizes in words", () => {
  it("says when the last backup was taken, in the office's time zone, and links the account page", () => {
    const mail = composeStaleBackupMail("2026-11-20T12:00:00.000Z", 24, { from: "site@example.com", contactTo: "owner@example.com", siteUrl: "https://www.example.com" });
    expect(mail.to).toBe("owner@example.com");
    expect(mail.subject).toMatch(/^Backups are overdue - /);
    expect(mail.text).toContain("taken on Friday, November 20 at 7:00 AM Eastern");
    expect(mail.text).toContain("every 24 hours");
    expect(mail.text).toContain("https://www.example.com/admin/account");
    expect(composeStaleBackupMail(null, 24, { from: "a@b.co", contactTo: "c@d.co", siteUrl: "https://x.co" }).text).toContain("No backup of the site's database has been taken yet");
  });

  it("sizes", () => {
    expect(sizeWords(512)).toBe("512 bytes");
    expect(sizeWords(303_104)).toBe("296 KB");
    expect(sizeWords(1_500_000)).toBe("1.4 MB");
  });
});
