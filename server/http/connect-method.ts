import type { Server } from "node:http";
import type { Socket } from "node:net";
import { logger, loggedPath } from "../log";

/** What this server answers on some path; no path takes CONNECT (the server is not a proxy). */
const ALLOW = "GET, HEAD, POST";

const BODY = "Method Not Allowed\n";
const RESPONSE = [
  "HTTP/1.1 405 Method Not Allowed",
  `Allow: ${ALLOW}`,
  "Content-Type: text/plain; charset=utf-8",
  `Content-Length: ${Buffer.byteLength(BODY)}`,
  "Cache-Control: no-store",
  "X-Content-Type-Options: nosniff",
  "Connection: close",
  "",
  BODY,
].join("\r\n");

/**
 * `CONNECT` never reaches the app: node:http hands it to its `connect` event, and with no listener
 * it closes the connection without a word. This answers 405 with `Allow` instead, then closes, and
 * logs one line like any other rejected request (server/http/request-log.ts). Every other method
 * node:http parses reaches the app (TRACE, PROPFIND… get 405 there); a token it cannot parse gets its
 * own 400.
 */
export function answerConnect(server: Server, log: (line: string) => void = (line) => logger.warn(line, { method: "CONNECT", status: 405 })): void {
  // node:http hands a net.Socket here (typed as the wider Duplex).
  server.on("connect", (request, socket: Socket) => {
    socket.on("error", () => socket.destroy());
    socket.setTimeout(5_000, () => socket.destroy());
    log(`405 CONNECT ${loggedPath((request.url ?? "").slice(0, 200))}`);
    socket.end(RESPONSE);
  });
}
