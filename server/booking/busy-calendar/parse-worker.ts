/**
 * The worker thread that parses the owner's calendar feed (./parse-in-worker.ts starts it): the text
 * and the window come in `workerData`, the busy times or the error's message go back in one message.
 * The `.ts` extension lets Node run this module from source (type stripping) where no bundler did.
 */
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { FeedTooLargeError, parseBusyTimes, type ParseOptions } from "./parse.ts";
import type { ParseReply } from "./parse-in-worker.ts";

// Background work: on Linux this lowers only this thread's priority (setpriority on thread 0 is the
// calling thread), so on a busy machine the event loop's thread gets the CPU first. Elsewhere it
// would lower the whole process: there the parse keeps the normal priority.
if (process.platform === "linux") {
  try {
    setPriority(19);
  } catch {
    // Not permitted (a sandbox): parse at the normal priority.
  }
}

const { text, options } = workerData as { text: string; options: ParseOptions };
let reply: ParseReply;
try {
  reply = { ok: true, busy: parseBusyTimes(text, options) };
} catch (error) {
  reply = { ok: false, message: error instanceof Error ? error.message : String(error), tooLarge: error instanceof FeedTooLargeError };
}
parentPort?.postMessage(reply);
