/**
 * An HTTP/1.1 request written byte for byte on its own connection, so a probe can send what no
 * well-behaved client would: odd methods and targets, raw bytes, broken framing.
 */
import { connect } from "node:net";

export interface RawRequest {
  method: string;
  /** The request target as sent (latin1: `\xff` is the byte 0xFF). */
  target: string;
  headers?: [string, string][];
  body?: Buffer | string;
  /** Send the body chunked instead of with Content-Length. */
  chunked?: boolean;
  /** What the case probes, for the report. */
  family: string;
  /** The statuses a correct server answers (checked cases); unset = anything but a 5xx. */
  expect?: number[];
}

export interface RawAnswer {
  /** null when the connection ended without a status line. */
  status: number | null;
  location?: string;
  /** The `Allow` header (a 405 must carry one). */
  allow?: string;
  error?: string;
  ms: number;
}

export function sendRaw(port: number, request: RawRequest, timeoutMs = 15_000): Promise<RawAnswer> {
  const body = request.body === undefined ? undefined : Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body, "utf8");
  // A `Host` among the headers replaces ours (a client naming another site).
  const ownHost = request.headers?.some(([name]) => name.toLowerCase() === "host") ? [] : [`Host: 127.0.0.1:${port}`];
  const lines = [`${request.method} ${request.target} HTTP/1.1`, ...ownHost, "Connection: close"];
  for (const [name, value] of request.headers ?? []) lines.push(`${name}: ${value}`);
  if (body && request.chunked) lines.push("Transfer-Encoding: chunked");
  else if (body && !request.headers?.some(([name]) => name.toLowerCase() === "content-length")) lines.push(`Content-Length: ${body.length}`);
  const head = Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
  const payload = !body ? head : request.chunked ? Buffer.concat([head, Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from("\r\n0\r\n\r\n")]) : Buffer.concat([head, body]);

  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect({ host: "127.0.0.1", port });
    let received = "";
    let settled = false;
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      const head = received.split("\r\n\r\n")[0] ?? "";
      const location = /\r\nlocation: ([^\r\n]*)/i.exec(head);
      const allow = /\r\nallow: ([^\r\n]*)/i.exec(head);
      resolve({ status: status ? Number(status[1]) : null, location: location?.[1], allow: allow?.[1], error: status ? undefined : error, ms: performance.now() - started });
    };
    socket.setTimeout(timeoutMs, () => finish("timeout"));
    socket.on("data", (chunk) => {
      // The status line and headers are all a probe reads; the body may be a whole page.
      if (received.length < 16_384) received += chunk.toString("latin1");
    });
    socket.on("end", () => finish("closed"));
    socket.on("close", () => finish("closed"));
    socket.on("error", (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
    socket.write(payload);
  });
}
