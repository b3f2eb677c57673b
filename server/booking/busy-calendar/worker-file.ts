/**
 * Where the calendar feed's parser runs as a worker thread: its module in the source tree (run by
 * Node's type stripping under `npm run dev` and Vitest), and the file the server build emits for it
 * next to `server/index.js` (vite.config.ts). docs/decisions/032-calendar-feed-parsed-in-a-worker.md.
 */
export const PARSE_WORKER_SOURCE = "server/booking/busy-calendar/parse-worker.ts";
export const PARSE_WORKER_FILE = "busy-calendar-parse-worker.js";
