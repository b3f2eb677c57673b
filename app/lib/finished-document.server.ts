import { Transform } from "node:stream";
import { withCriticalCss } from "./critical-css.server";
import { withLatin1Characters } from "./latin1-characters.server";
import { withoutModulePreloads } from "./without-module-preloads.server";

/**
 * The rendered document as it is sent: without module preloads, with its critical CSS, every character
 * outside Latin-1 escaped (the browser then decodes it into 8-bit strings). These need the whole text, so it
 * is buffered; the server renders it complete (onAllReady) before the first byte anyway. The escaping comes
 * last, after the critical CSS has been chosen from the document as React wrote it.
 */
export function finishedDocument(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback) {
      callback(null, withLatin1Characters(withCriticalCss(withoutModulePreloads(Buffer.concat(chunks).toString("utf8")))));
    },
  });
}
