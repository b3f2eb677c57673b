/**
 * A visit's source: what the browser keeps (in `sessionStorage`, for the tab) from the first page of a
 * visit and sends with a form, a booking or a page-view beacon. Everything here is outsider input, so the
 * one normalisation below decides what may be stored: each value is cleaned like any stored text,
 * capped, and dropped when it is not what its name says (a landing that is not a path, a referrer that
 * is not a host name). Nothing identifies a person: the referrer is a host, a click id is a yes or no.
 */
import { storableText } from "../text";
import { UTM_FIELDS, VISIT_SOURCE_FIELDS } from "./fields";

export { CLICK_ID_PARAMS, UTM_FIELDS, VISIT_SOURCE_FIELDS, type UtmField } from "./fields";

/** Longest landing path kept: longer than any page of the site. */
export const LANDING_MAX = 300;
/** Longest host name DNS allows. */
export const REFERRER_MAX = 253;
/** Longest utm value kept (code units): campaign names are short; a longer one is padding. */
export const UTM_MAX = 100;

export interface VisitSource {
  landing: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  click: boolean;
}

export const NO_SOURCE: VisitSource = { landing: null, referrer: null, utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null, click: false };

const PATH = /^\/[A-Za-z0-9\-._~/%]*$/;
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A page path of the site: query and fragment dropped, `//evil` and anything not path-shaped refused. */
export function landingPathOf(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const path = value.split(/[?#]/, 1)[0] ?? "";
  if (path.length > LANDING_MAX || path.startsWith("//") || !PATH.test(path)) return null;
  return path;
}

/**
 * A referrer as a host name, lower case and without `www.`: from a bare host or a full address (the
 * browser's `document.referrer`); null for anything else, and for the site's own host (`ownHost`),
 * which is a move between the site's pages, not a source.
 */
export function referrerHostOf(value: unknown, ownHost?: string): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return null;
  let host = value.trim().toLowerCase();
  if (host.includes("/") || host.includes(":")) {
    try {
      const url = new URL(host);
      if (url.protocol !== "http:" && url.protocol !== "https:") return null;
      host = url.hostname;
    } catch {
      return null;
    }
  }
  host = host.replace(/\.$/, "").replace(/^www\./, "");
  if (!HOST.test(host)) return null;
  if (ownHost && host === ownHost.toLowerCase().replace(/^www\./, "")) return null;
  return host;
}

/** A utm value as stored: cleaned like any text, capped, empty → null. */
export function utmValueOf(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = storableText(value.slice(0, UTM_MAX * 4), UTM_MAX);
  return text.length > 0 ? text : null;
}

const isYes = (value: unknown) => value === true || value === 1 || value === "1" || value === "true";

/**
 * The one normalisation of a visit source from outside (a form's fields, the API's `source` object, a
 * beacon): unknown keys ignored, each value kept only in its own shape. Never throws, whatever it is given.
 */
export function normalizeVisitSource(raw: unknown, ownHost?: string): VisitSource {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return NO_SOURCE;
  const input = raw as Record<string, unknown>;
  return {
    landing: landingPathOf(input.landing),
    referrer: referrerHostOf(input.referrer, ownHost),
    utm_source: utmValueOf(input.utm_source),
    utm_medium: utmValueOf(input.utm_medium),
    utm_campaign: utmValueOf(input.utm_campaign),
    utm_term: utmValueOf(input.utm_term),
    utm_content: utmValueOf(input.utm_content),
    click: isYes(input.click),
  };
}

export const hasUtm = (source: VisitSource) => UTM_FIELDS.some((field) => source[field] !== null);

/** Longest value (code units) a source field may arrive with in a body over 16 KiB (server/http/json-api.ts). */
export const SENT_VALUE_MAX = 2048;

/**
 * True when `value` is absent or a source as a client sends it: an object of the Contract's keys only,
 * each a short string, a number, a boolean or null. A JSON body over 16 KiB is taken only with such a
 * source, so the optional object cannot carry padding; smaller bodies take any value and drop a bad one.
 */
export function isSourceAsSent(value: unknown): boolean {
  if (value === undefined) return true;
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([key, item]) =>
      (VISIT_SOURCE_FIELDS as readonly string[]).includes(key) &&
      (typeof item === "string" ? item.length <= SENT_VALUE_MAX : item === null || typeof item === "boolean" || typeof item === "number"),
  );
}
