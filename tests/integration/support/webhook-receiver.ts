import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
  /** The status this receiver answered. */
  answered: number;
  /** Whether `X-Signature` was the HMAC of the exact body under the receiver's secret. */
  signatureValid: boolean;
}

/**
 * A real webhook receiver on loopback, as an agency's would be: it checks `X-Signature` against the
 * exact body it read (constant-time), and can fail the first `failFirst` requests (500) or answer
 * them late (`delayMs`), to exercise the outbox's retries.
 */
export class WebhookReceiver {
  readonly hooks: ReceivedHook[] = [];
  failFirst = 0;
  delayMs = 0;
  private server: Server | null = null;
  private requests = 0;
  /** Bumped by stop(): a late answer to a request of an earlier start (a test that ended) is dropped. */
  private generation = 0;

  constructor(readonly secret: string) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/hooks/lead`;
  }

  /** Only 2xx answers: what the outbox marks sent. */
  delivered(): ReceivedHook[] {
    return this.hooks.filter((hook) => hook.answered >= 200 && hook.answered < 300);
  }

  payloads(): Record<string, unknown>[] {
    return this.delivered().map((hook) => JSON.parse(hook.body) as Record<string, unknown>);
  }

  verify(body: string, header: string | string[] | undefined): boolean {
    const expected = Buffer.from(`sha256=${createHmac("sha256", this.secret).update(body).digest("hex")}`);
    const given = Buffer.from(typeof header === "string" ? header : "");
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async start(): Promise<void> {
    this.requests = 0;
    const generation = this.generation;
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        const answer = () => {
          if (generation !== this.generation) return;
          this.requests += 1;
          const signatureValid = this.verify(body, request.headers["x-signature"]);
          const status = !signatureValid ? 401 : this.requests <= this.failFirst ? 500 : 200;
          this.hooks.push({ headers: request.headers, body, answered: status, signatureValid });
          response.writeHead(status, { "content-type": "text/plain" }).end(status === 200 ? "ok" : "receiver says no");
        };
        if (this.delayMs > 0) setTimeout(answer, this.delayMs);
        else answer();
      });
    });
    this.server.listen(0, "127.0.0.1");
    await once(this.server, "listening");
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.generation += 1;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
