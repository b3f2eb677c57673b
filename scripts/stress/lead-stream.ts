/**
 * A stream of real leads over keep-alive connections, the way a busy site's visitors and API
 * clients send them: `concurrency` senders, each posting its next lead as soon as the last is
 * answered. Records what a client would see for every request.
 */
import { Agent, request } from "node:http";

export type LeadChannel = "api" | "form";

export interface StreamOptions {
  origin: string;
  channel: LeadChannel;
  concurrency: number;
  /** Stop after this many requests (the stream also stops when the server refuses connections). */
  total: number;
  /** A label that makes this stream's leads findable in the database (in each lead's email). */
  tag: string;
  /** Called after each answered request with the number answered so far. */
  onAnswer?: (answered: number) => void;
  /**
   * `new`: every request on a connection of its own (`Connection: close`), as browsers behind a
   * proxy often post forms; default `keep-alive`: each sender reuses its connection.
   */
  connections?: "keep-alive" | "new";
  /**
   * Where each request goes (a load balancer's choice among the instances in rotation); undefined =
   * none left, stop sending. Default: always `origin`.
   */
  route?: () => string | undefined;
}

export interface StreamResult {
  sent: number;
  /** Answers by HTTP status. */
  statuses: Record<number, number>;
  /** Emails of the leads the server answered 202 for: each must be stored. */
  accepted: string[];
  /** Requests whose connection was reset or closed before an answer (ECONNRESET, EPIPE, hang-up). */
  resets: number;
  /** Requests refused before a connection existed (the server no longer listens): never accepted. */
  refused: number;
  /** Other client-side failures, by error code. */
  otherErrors: Record<string, number>;
  /** Milliseconds from sending to the end of the answer, for answered requests. */
  latencies: number[];
  durationMs: number;
}

const RESET_CODES = new Set(["ECONNRESET", "EPIPE", "ECONNABORTED", "UND_ERR_SOCKET"]);

function body(channel: LeadChannel, email: string, n: number): { type: string; path: string; data: string } {
  const lead = { kind: "full", name: `Stress Visitor ${n}`, email, subject: `Load ${n}`, message: `Lead number ${n} from the stress run.` };
  if (channel === "api") return { type: "application/json", path: "/api/contact", data: JSON.stringify(lead) };
  return { type: "application/x-www-form-urlencoded", path: "/contact", data: new URLSearchParams(lead).toString() };
}

function post(agent: Agent, origin: string, path: string, type: string, data: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request(`${origin}${path}`, {
      method: "POST",
      agent,
      headers: { "content-type": type, "content-length": Buffer.byteLength(data), origin },
    });
    req.setTimeout(30_000, () => req.destroy(Object.assign(new Error("timed out"), { code: "TIMEOUT" })));
    req.on("error", fail);
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => done({ status: res.statusCode ?? 0, body: text }));
      res.on("error", fail);
    });
    req.end(data);
  });
}

export async function streamLeads(options: StreamOptions): Promise<StreamResult> {
  const agent = new Agent({ keepAlive: options.connections !== "new", maxSockets: options.concurrency });
  const result: StreamResult = { sent: 0, statuses: {}, accepted: [], resets: 0, refused: 0, otherErrors: {}, latencies: [], durationMs: 0 };
  let answered = 0;
  let serverGone = false;
  const started = performance.now();

  async function sender() {
    while (!serverGone && result.sent < options.total) {
      const origin = options.route ? options.route() : options.origin;
      if (origin === undefined) break;
      const n = result.sent++;
      const email = `${options.tag}-${n}@stress.example`;
      const { type, path, data } = body(options.channel, email, n);
      const sentAt = performance.now();
      try {
        const response = await post(agent, origin, path, type, data);
        result.latencies.push(performance.now() - sentAt);
        result.statuses[response.status] = (result.statuses[response.status] ?? 0) + 1;
        if (response.status === 202) result.accepted.push(email);
        options.onAnswer?.(++answered);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
        if (code === "ECONNREFUSED") {
          result.refused++;
          serverGone = true;
        } else if (RESET_CODES.has(code) || /socket hang up/.test((error as Error).message)) result.resets++;
        else result.otherErrors[code] = (result.otherErrors[code] ?? 0) + 1;
      }
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, sender));
  result.durationMs = performance.now() - started;
  agent.destroy();
  return result;
}

/** The p-th percentile (0–100) of `values`, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
