/**
 * One conditional GET of the owner's calendar feed: http(s) only (webcal:// is read as https://),
 * a timeout over the whole exchange, a size cap on the body, ETag / Last-Modified validators.
 * Errors are worded for the workspace and never contain the address (it is a secret).
 * undici's own fetch, not the global one: the workspace's address goes through a dispatcher that
 * reaches only public addresses (./public-network.ts), and a dispatcher must come from the same
 * undici as the fetch that uses it.
 */
import { fetch, type Dispatcher, type Response } from "undici";
import { NotPublicAddressError } from "./public-network";

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
}

export const DEFAULT_FETCH_LIMITS: FetchLimits = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024 };

export type FetchResult = { kind: "not_modified" } | { kind: "body"; body: string; etag: string | null; lastModified: string | null };

export class FeedError extends Error {}

/** The feed's address as fetched: http or https (webcal → https), no credentials in it; undefined when unusable. */
export function feedUrl(value: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(value.trim().replace(/^webcals?:\/\//i, "https://"));
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  return url;
}

/** The address as the workspace and the log show it: the host only, the secret path hidden. */
export function maskFeedUrl(value: string): string {
  const url = feedUrl(value);
  return url ? `${url.protocol}//${url.host}/…` : "(not a valid address)";
}

export async function fetchFeed(
  address: string,
  validators: { etag: string | null; lastModified: string | null },
  limits: FetchLimits = DEFAULT_FETCH_LIMITS,
  signal?: AbortSignal,
  /** Where connections are made: the public-network agent for an address set in the workspace. */
  dispatcher?: Dispatcher,
): Promise<FetchResult> {
  const url = feedUrl(address);
  if (!url) throw new FeedError("The address is not an http(s) or webcal address");
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const headers: Record<string, string> = { Accept: "text/calendar, */*;q=0.5", "User-Agent": "booking-calendar-sync/1" };
  if (validators.etag) headers["If-None-Match"] = validators.etag;
  if (validators.lastModified) headers["If-Modified-Since"] = validators.lastModified;
  let response: Response;
  try {
    response = await fetch(url, { headers, redirect: "follow", signal: signal ? AbortSignal.any([timeout, signal]) : timeout, dispatcher });
  } catch (error) {
    if (causes(error).some((cause) => cause instanceof NotPublicAddressError)) throw new FeedError(NOT_PUBLIC);
    throw new FeedError(timeout.aborted ? `No answer within ${limits.timeoutMs / 1000} s` : `Could not connect (${causeOf(error)})`);
  }
  try {
    if (response.status === 304) return { kind: "not_modified" };
    if (!response.ok) throw new FeedError(`The calendar server answered HTTP ${response.status}`);
    const declared = Number(response.headers.get("content-length") ?? "0");
    if (declared > limits.maxBytes) throw new FeedError(`The calendar feed is too large: it is larger than ${formatBytes(limits.maxBytes)}`);
    const body = await readCapped(response, limits.maxBytes);
    return { kind: "body", body, etag: response.headers.get("etag"), lastModified: response.headers.get("last-modified") };
  } catch (error) {
    await response.body?.cancel().catch(() => undefined);
    if (error instanceof FeedError) throw error;
    throw new FeedError(timeout.aborted ? `No complete answer within ${limits.timeoutMs / 1000} s` : `The feed could not be read (${causeOf(error)})`);
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new FeedError(`The calendar feed is too large: it is larger than ${formatBytes(maxBytes)}`);
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8").decode(Buffer.concat(chunks));
}

const formatBytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MiB` : `${Math.round(bytes / 1024)} KiB`);

/** Shown in the workspace when the address (or a redirect) leads into a private network. */
export const NOT_PUBLIC = "The address leads into a private network; the server only fetches calendars from the public internet";

/** The error and its chain of causes (fetch wraps the connector's error in a TypeError). */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && chain.length < 5; current = (current as { cause?: unknown } | null)?.cause) chain.push(current);
  return chain;
}

/** The low-level reason (ECONNREFUSED, ENOTFOUND…), never the URL. */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (cause && typeof cause.code === "string") return cause.code;
  return error instanceof Error ? error.name : "unknown error";
}
