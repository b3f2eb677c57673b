/**
 * Everything the server reads from the environment, parsed once at start-up so a typo fails loudly
 * instead of quietly turning a feature off.
 */
import { resolve } from "node:path";
import { site } from "../content/site";
import { feedUrl } from "./booking/busy-calendar/fetch";
import { parseAllowedNetworks, type AllowedNetwork } from "./booking/busy-calendar/public-network";

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  buildDir: string;
  dataDir: string;
  /** Unset = SQLite under `dataDir`. */
  databaseUrl?: string;
  /** Unset = leads wait in the outbox (and are logged) until it is set. */
  smtpUrl?: string;
  mailFrom: string;
  contactTo: string;
  /** `null` = no limit. */
  rateLimit: RateLimit | null;
  /** Per-email tier (`CONTACT_EMAIL_LIMIT`): past it a submission is stored as spam, never refused; `null` = off. */
  emailLimit: RateLimit | null;
  /** How many proxies in front of us append to `X-Forwarded-For`; 0 = use the socket address. */
  trustProxyHops: number;
  /** Public origin (`SITE_URL`), when set at run time: form posts from it are same-origin. */
  siteOrigin?: string;
  /** Public URL for links in emails (booking cancel links), without a trailing slash. */
  siteUrl: string;
  /** After SIGTERM: how long the server keeps accepting and answering while `/healthz` says 503 (`SHUTDOWN_DRAIN_MS`). */
  shutdownDrainMs: number;
  /** A clean lead mails the visitor a receipt (`AUTO_REPLY`, on unless `0`); see server/alerts/. */
  autoReply: boolean;
  /** `LEAD_WEBHOOK_URL` + `LEAD_WEBHOOK_SECRET`: clean leads and bookings POSTed as signed JSON; unset = no webhook. */
  leadWebhook?: LeadWebhook;
  /** `BOOKING_BUSY_ICS_URL`: the owner's calendar feed for this deployment (the workspace's address is then not used). */
  busyCalendarUrl?: string;
  /**
   * `BOOKING_FEED_PRIVATE_NETWORKS`: addresses or CIDR ranges outside the public internet that a calendar
   * address pasted in the workspace may reach (a calendar server on the office network); unset = none.
   */
  feedPrivateNetworks: AllowedNetwork[];
  /** Scheduled backups (`BACKUP_INTERVAL_HOURS`, `BACKUP_DIR`, `BACKUP_KEEP`); see server/backup/. */
  backup: BackupConfig;
}

export interface BackupConfig {
  /** Hours between scheduled backups; 0 = none are taken (the admin command still works). */
  intervalHours: number;
  /** Folder of the backups (default `DATA_DIR/backups`). */
  dir: string;
  /** How many backups the schedule keeps (the oldest beyond are deleted). */
  keep: number;
}

export interface LeadWebhook {
  url: string;
  /** Key of the `X-Signature: sha256=…` HMAC the receiver checks. */
  secret: string;
}

type Env = Record<string, string | undefined>;

/** Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out. */
const read = (env: Env, name: string) => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

/** `N/SECONDS` (e.g. `5/600`), or `0` for no limit. */
export function parseRateLimit(value: string | undefined): RateLimit | null {
  if (value === undefined) return { limit: 5, windowMs: 600_000 };
  if (value === "0") return null;
  const match = /^(\d+)\/(\d+)$/.exec(value);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new Error(`CONTACT_RATE_LIMIT must look like 5/600 (requests per seconds) or be 0 (off); got "${value}"`);
  }
  return { limit: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}

/** `N/SECONDS` submissions per email address (default `3/86400`), or `0` for no per-email tier. */
export function parseEmailLimit(value: string | undefined): RateLimit | null {
  if (value === undefined) return { limit: 3, windowMs: 86_400_000 };
  if (value === "0") return null;
  const match = /^(\d+)\/(\d+)$/.exec(value);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new Error(`CONTACT_EMAIL_LIMIT must look like 3/86400 (submissions per seconds) or be 0 (off); got "${value}"`);
  }
  return { limit: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}

function parseTrustProxy(value: string | undefined): number {
  if (value === undefined || value === "0" || value === "false") return 0;
  if (value === "true") return 1;
  if (!/^\d+$/.test(value)) throw new Error(`TRUST_PROXY must be 1 (or the number of proxies in front of the server); got "${value}"`);
  return Number(value);
}

function parseSiteOrigin(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new Error(`SITE_URL must be an http(s) URL such as https://www.example.com; got "${value}"`);
  }
  return url.origin;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number; got "${value}"`);
  return port;
}

/**
 * 5 s by default: long enough for a load balancer that checks `/healthz` every 2 s and takes an
 * instance out after 2 failures to stop sending, and as long as the keep-alive timeout clients are
 * told (5 s), so every connection idle at the signal has expired when the listener closes; short
 * enough that the whole shutdown stays under the 10 s a process manager usually waits (docker stop,
 * Kubernetes' default is 30 s). 0 = close the listener at once (no load balancer in front).
 */
export const DEFAULT_SHUTDOWN_DRAIN_MS = 5_000;

function parseDrainMs(value: string | undefined): number {
  if (value === undefined) return DEFAULT_SHUTDOWN_DRAIN_MS;
  if (!/^\d+$/.test(value) || Number(value) > 600_000) {
    throw new Error(`SHUTDOWN_DRAIN_MS must be a whole number of milliseconds up to 600000; got "${value}"`);
  }
  return Number(value);
}

/** `AUTO_REPLY`: unset or `1` = on, `0` = off. */
export function parseAutoReply(value: string | undefined): boolean {
  if (value === undefined || value === "1" || value === "true" || value === "on") return true;
  if (value === "0" || value === "false" || value === "off") return false;
  throw new Error(`AUTO_REPLY must be 1 (visitors get a receipt) or 0 (off); got "${value}"`);
}

/** Both or neither: an unsigned webhook could not be told apart from a forged one by its receiver. */
export function parseLeadWebhook(url: string | undefined, secret: string | undefined): LeadWebhook | undefined {
  if (url === undefined) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== "https:" && parsed.protocol !== "http:")) {
    throw new Error(`LEAD_WEBHOOK_URL must be an http(s) URL such as https://hooks.slack.com/services/…; got "${url}"`);
  }
  if (!secret) throw new Error("LEAD_WEBHOOK_SECRET must be set with LEAD_WEBHOOK_URL (it signs each POST: X-Signature: sha256=<HMAC>)");
  return { url: parsed.toString(), secret };
}

function parseBusyCalendarUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = feedUrl(value);
  if (!url) throw new Error("BOOKING_BUSY_ICS_URL must be an https://, http:// or webcal:// address of an iCalendar feed");
  return url.href;
}

/** `BACKUP_INTERVAL_HOURS` (default 24; `0` = off; fractions allowed, up to a year) and `BACKUP_KEEP` (default 14, at least 1). */
export function parseBackupConfig(env: { interval?: string; dir?: string; keep?: string }, dataDir: string): BackupConfig {
  const interval = env.interval ?? "24";
  if (!/^\d+(\.\d+)?$/.test(interval) || Number(interval) > 8_760 || (Number(interval) > 0 && Number(interval) * 3_600_000 < 60_000)) {
    throw new Error(`BACKUP_INTERVAL_HOURS must be a number of hours from 0.02 (a minute) to 8760, or 0 (no scheduled backups); got "${interval}"`);
  }
  const keep = env.keep ?? "14";
  if (!/^\d+$/.test(keep) || Number(keep) < 1 || Number(keep) > 10_000) {
    throw new Error(`BACKUP_KEEP must be a whole number of backups from 1 to 10000; got "${keep}"`);
  }
  return { intervalHours: Number(interval), dir: resolve(dataDir, env.dir ?? "backups"), keep: Number(keep) };
}

export function readConfig(env: Env = process.env): ServerConfig {
  const siteUrl = read(env, "SITE_URL");
  const databaseUrl = read(env, "DATABASE_URL");
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error("DATABASE_URL must be a postgres:// URL (leave it unset for SQLite under DATA_DIR)");
  }
  const dataDir = resolve(read(env, "DATA_DIR") ?? "data");
  return {
    port: parsePort(read(env, "PORT"), 3000),
    host: read(env, "HOST") ?? "0.0.0.0",
    buildDir: resolve(read(env, "BUILD_DIR") ?? "build"),
    dataDir,
    databaseUrl,
    smtpUrl: read(env, "SMTP_URL"),
    mailFrom: read(env, "MAIL_FROM") ?? site.email,
    contactTo: read(env, "CONTACT_TO") ?? site.email,
    rateLimit: parseRateLimit(read(env, "CONTACT_RATE_LIMIT")),
    emailLimit: parseEmailLimit(read(env, "CONTACT_EMAIL_LIMIT")),
    trustProxyHops: parseTrustProxy(read(env, "TRUST_PROXY")),
    siteOrigin: parseSiteOrigin(siteUrl),
    siteUrl: siteUrl?.replace(/\/+$/, "") ?? "http://localhost:3000",
    shutdownDrainMs: parseDrainMs(read(env, "SHUTDOWN_DRAIN_MS")),
    autoReply: parseAutoReply(read(env, "AUTO_REPLY")),
    leadWebhook: parseLeadWebhook(read(env, "LEAD_WEBHOOK_URL"), read(env, "LEAD_WEBHOOK_SECRET")),
    busyCalendarUrl: parseBusyCalendarUrl(read(env, "BOOKING_BUSY_ICS_URL")),
    feedPrivateNetworks: parseAllowedNetworks(read(env, "BOOKING_FEED_PRIVATE_NETWORKS")),
    backup: parseBackupConfig({ interval: read(env, "BACKUP_INTERVAL_HOURS"), dir: read(env, "BACKUP_DIR"), keep: read(env, "BACKUP_KEEP") }, dataDir),
  };
}
