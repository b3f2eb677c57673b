import { Transform } from "node:stream";
import { withCriticalCss } from "./critical-css.server";
import { withoutModulePreloads } from "./without-module-preloads.server";

/**
 * The rendered document as it is sent: without module preloads, with its critical CSS. Both need the
 * whole text, so it is buffered; the server renders it complete (onAllReady) before the first byte anyway.
 */
export function finishedDocument(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback) {
      callback(null, withCriticalCss(withoutModulePreloads(Buffer.concat(chunks).toString("utf8"))));
    },
  });
}
