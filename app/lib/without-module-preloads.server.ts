import { Transform } from "node:stream";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;

/**
 * Passes a rendered document through without React Router's `<link rel="modulepreload">` tags.
 * React hoists them to the top of <head>, so a slow connection spends its first round trips on
 * ~135 KB of high-priority JavaScript while the text that could be painted waits. Without them the
 * same modules load from the inline module script at the end of <body>, once the document has been
 * parsed. The whole document is buffered: the server renders it complete (onAllReady) anyway.
 */
export function withoutModulePreloads(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback) {
      callback(null, Buffer.concat(chunks).toString("utf8").replace(MODULE_PRELOAD, ""));
    },
  });
}
