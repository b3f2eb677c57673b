/**
 * Which beacons are a person's page view (docs/decisions/039-page-views-as-daily-counts.md). Every
 * test here is on what the request says about itself; the answer is the same `204` whatever it is, so
 * a prober learns nothing from it. What a view keeps is its page's path, its channel and its campaign.
 */
import { isbot } from "isbot";
import { channelOf } from "@domain/attribution/channel";
import { normalizeVisitSource } from "@domain/attribution/source";
import type { PageView } from "./page-view-counter";

/** The headers the filter reads; the user agent is read here and never kept. */
export interface BeaconHeaders {
  contentType: string | null;
  origin: string | null;
  secFetchSite: string | null;
  secPurpose: string | null;
  purpose: string | null;
  userAgent: string | null;
}

/** `navigator.sendBeacon` with a string sends `text/plain;charset=UTF-8`; a script may send JSON. */
const BEACON_TYPES = new Set(["text/plain", "application/json"]);

function isBeaconType(contentType: string | null): boolean {
  const [type = "", ...parameters] = (contentType ?? "").toLowerCase().split(";");
  if (!BEACON_TYPES.has(type.trim())) return false;
  const charset = parameters.map((p) => p.trim()).find((p) => p.startsWith("charset="));
  return charset === undefined || charset === "charset=utf-8" || charset === "charset=utf8";
}

/** A speculative load (`Sec-Purpose: prefetch` / `prefetch;prerender`, the older `Purpose`/`X-Purpose`), not a person. */
const isSpeculative = (headers: BeaconHeaders) => [headers.secPurpose, headers.purpose].some((value) => value !== null && /prefetch|prerender|preview/i.test(value));

/**
 * True when the request comes from one of the site's own pages, open in a person's browser: the
 * beacon's content type, an `Origin` among `origins` (`postOrigins`: SITE_URL's, the trusted proxy's,
 * a loopback host's own), `Sec-Fetch-Site: same-origin` when the browser sends it, no prefetch or
 * prerender, and a user agent that is not a known crawler (`isbot`).
 */
export function isPageBeacon(headers: BeaconHeaders, origins: readonly string[]): boolean {
  if (!isBeaconType(headers.contentType)) return false;
  if (headers.origin === null || !origins.includes(headers.origin)) return false;
  if (headers.secFetchSite !== null && headers.secFetchSite !== "same-origin") return false;
  if (isSpeculative(headers)) return false;
  const userAgent = headers.userAgent ?? "";
  return userAgent.length > 0 && userAgent.length <= 1_024 && !isbot(userAgent);
}

/** Longer than any page path of the site: checked before the path is looked up. */
const MAX_PATH = 300;

/**
 * The view a beacon's body names, or null: `path` must be one of the site's pages (`pages`: the
 * sitemap's, never the workspace, `/api` or an unknown path), the referrer and utm values go through
 * the one normalisation of a visit source (`ownHost`: a move between the site's pages is no referrer).
 */
export function pageViewOf(body: unknown, pages: ReadonlySet<string>, ownHost: string): PageView | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const input = body as Record<string, unknown>;
  const path = input.path;
  if (typeof path !== "string" || path.length > MAX_PATH || !pages.has(path)) return null;
  const source = normalizeVisitSource({ referrer: input.referrer, utm_source: input.utm_source, utm_medium: input.utm_medium, utm_campaign: input.utm_campaign }, ownHost);
  return { path, channel: channelOf(source), campaign: source.utm_campaign ?? "" };
}

/** The beacon's body as JSON (UTF-8 only), or undefined. */
export function parseBeacon(bytes: ArrayBuffer): unknown {
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}
