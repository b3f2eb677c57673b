import { Duplex } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { preferredCoding, RESPONSE_CODINGS, type ResponseCoding } from "./accept-encoding";

/**
 * Brotli's quality for a body compressed as it is sent: the pages rendered per request (home, /book, a
 * booking's own pages, the workspace), form answers and the API's. The build's files are compressed once,
 * at the highest quality (static-files.ts). Quality 11 would take the home page's 177 KB of HTML to 26 KB
 * but costs about 350 ms of the server's CPU per visit; 5 takes it to about 29 KB (gzip: 33 KB) in a few
 * milliseconds, about gzip's time (decision 053).
 */
export const ON_THE_FLY_BROTLI_QUALITY = 5;

/** A body of known length below this goes as it is: its coding would cost more than it saves. */
const MIN_COMPRESSED_BYTES = 1024;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_ON_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

function compressor(coding: ResponseCoding): Duplex {
  if (coding === "gzip") return createGzip();
  return createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } });
}

/**
 * Compresses the text a route answers with, in brotli or gzip, whichever the client weighs higher
 * (brotli when it takes both). Hono's own `compress` offers gzip and deflate only, and Node's
 * `CompressionStream("brotli")` has no quality setting (it compresses at 11).
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    // The body before the headers: @hono/node-server's Response becomes a full one when its body is first
    // read, with a copy of the headers it had; a Headers object taken before then is no longer its own
    // (a Vary set on it was lost from HEAD answers).
    const body = response.body;
    const headers = response.headers;
    const type = headers.get("Content-Type");
    const length = headers.get("Content-Length");
    const head = c.req.method === "HEAD";
    if (
      (!body && !head) ||
      response.status === 206 ||
      headers.has("Content-Encoding") ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(headers.get("Cache-Control") ?? "") ||
      (length !== null && Number(length) < MIN_COMPRESSED_BYTES)
    ) {
      return;
    }
    const vary = headers.get("Vary");
    if (vary !== "*" && !(vary && VARIES_ON_ENCODING.test(vary))) headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    // A HEAD answer has no body to code; it says what a GET's would vary on, which a cache may store.
    if (head || !body) return;
    const coding = preferredCoding(c.req.header("Accept-Encoding"), RESPONSE_CODINGS);
    if (!coding) return;
    const { readable, writable } = Duplex.toWeb(compressor(coding));
    c.res = new Response(body.pipeThrough({ readable, writable } as ReadableWritablePair<Uint8Array, Uint8Array>), response);
    // After the assignment: Hono copies the previous response's headers onto the new one.
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", coding);
    const etag = c.res.headers.get("ETag");
    if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
  };
}
