/**
 * What a deploy or a crash does to leads in flight: a SIGTERM (a deploy) or a SIGKILL (a crash)
 * lands in the middle of a stream of leads, and afterwards every lead the server answered 202 for
 * must be in the database.
 */
import { startServer, type ServerOptions, type ServerProcess } from "./server-process";
import { streamLeads, type LeadChannel, type StreamResult } from "./lead-stream";
import { storedLeadEmails } from "./stored-leads";
import { sendRaw } from "./raw-request";

export interface FaultOptions extends ServerOptions {
  channel?: LeadChannel;
  concurrency?: number;
  /** `new`: a connection per request (see StreamOptions.connections). */
  connections?: "keep-alive" | "new";
  /** Leads answered before the signal. */
  signalAfter: number;
  /** Upper bound of leads sent (the stream normally ends when the server stops listening). */
  total: number;
}

export interface FaultResult {
  stream: StreamResult;
  /** 202 answers whose lead is not in the database. */
  lost: string[];
  /** Rows of this stream in the database (may exceed the 202s: stored, but the answer never arrived). */
  stored: number;
  exit: { code: number | null; signal: NodeJS.Signals | null };
  /** Requests answered after the signal was sent. */
  answeredAfterSignal: number;
  /** Milliseconds from the signal to the process's exit. */
  exitMs: number;
  log: string;
}

async function underSignal(signal: "SIGTERM" | "SIGKILL", options: FaultOptions, tag: string): Promise<FaultResult> {
  const server = await startServer(options);
  let signalledAt = 0;
  let answeredAtSignal = 0;
  let lastAnswered = 0;
  const streaming = streamLeads({
    origin: server.origin,
    channel: options.channel ?? "api",
    concurrency: options.concurrency ?? 8,
    connections: options.connections,
    total: options.total,
    tag,
    onAnswer(answered) {
      lastAnswered = answered;
      if (answered === options.signalAfter) {
        answeredAtSignal = answered;
        signalledAt = performance.now();
        server.child.kill(signal);
      }
    },
  });
  const stream = await streaming;
  if (!signalledAt) {
    await server.stop("SIGKILL");
    throw new Error(`Only ${lastAnswered} leads were answered; the ${signal} was never sent:\n${server.log()}`);
  }
  const exit = await server.exited();
  const exitMs = performance.now() - signalledAt;
  const stored = await storedLeadEmails(options.dataDir, tag);
  return {
    stream,
    lost: stream.accepted.filter((email) => !stored.has(email)),
    stored: stored.size,
    exit,
    answeredAfterSignal: lastAnswered - answeredAtSignal,
    exitMs,
    log: server.log(),
  };
}

export interface DeployOptions extends FaultOptions {
  /** Instances behind the load balancer (2 share PostgreSQL: `env.DATABASE_URL`); the first gets the SIGTERM. */
  instances?: number;
  /** How often the load balancer asks each instance's `/healthz` (default 100 ms). */
  healthEveryMs?: number;
}

export interface DeployResult extends FaultResult {
  /** Milliseconds from the signal until the load balancer saw the 503 and stopped sending there. */
  outOfRotationMs: number;
}

/**
 * A deploy behind a load balancer: leads stream over the instances in rotation; the balancer asks
 * each one's `/healthz` every 100 ms (on a new connection) and stops sending to one that does not
 * answer 200. The first instance gets a SIGTERM mid-stream: it must answer 503 at once, answer
 * every request it was sent (during its drain too), reset none, store every 202, exit 0. With one
 * instance the stream ends when it leaves the rotation; with two, once the first has exited.
 */
export async function deployMidStream(options: DeployOptions): Promise<DeployResult> {
  const tag = `sigterm${Date.now()}`;
  const count = options.instances ?? 1;
  const servers: ServerProcess[] = [];
  try {
    for (let index = 0; index < count; index++) {
      servers.push(await startServer({ ...options, dataDir: index === 0 ? options.dataDir : `${options.dataDir}-${index}` }));
    }
    const victim = servers[0]!;
    const rotation = servers.map((server) => server.origin);
    let signalledAt = 0;
    let outOfRotationAt = 0;
    let answeredAtSignal = 0;
    let lastAnswered = 0;
    let victimExited = false;
    let next = 0;
    const polling = setInterval(() => {
      for (const origin of [...rotation]) {
        void sendRaw(Number(new URL(origin).port), { method: "GET", target: "/healthz", family: "load balancer health check" }, 2_000).then((answer) => {
          if (answer.status === 200 || !rotation.includes(origin)) return;
          rotation.splice(rotation.indexOf(origin), 1);
          if (origin === victim.origin && signalledAt) outOfRotationAt = performance.now();
        });
      }
    }, options.healthEveryMs ?? 100);
    const stream = await streamLeads({
      origin: victim.origin,
      channel: options.channel ?? "api",
      concurrency: options.concurrency ?? 8,
      connections: options.connections,
      total: options.total,
      tag,
      route() {
        if (count > 1 && victimExited) return undefined;
        return rotation.length === 0 ? undefined : rotation[next++ % rotation.length];
      },
      onAnswer(answered) {
        lastAnswered = answered;
        if (answered === options.signalAfter) {
          answeredAtSignal = answered;
          signalledAt = performance.now();
          victim.child.kill("SIGTERM");
          void victim.exited().then(() => (victimExited = true));
        }
      },
    });
    clearInterval(polling);
    if (!signalledAt) throw new Error(`Only ${lastAnswered} leads were answered; the SIGTERM was never sent:\n${victim.log()}`);
    const exit = await victim.exited();
    const exitMs = performance.now() - signalledAt;
    const others = servers.slice(1);
    for (const other of others) await other.stop();
    const stored = await storedLeadEmails(options.env?.DATABASE_URL ? { databaseUrl: options.env.DATABASE_URL } : options.dataDir, tag);
    return {
      stream,
      lost: stream.accepted.filter((email) => !stored.has(email)),
      stored: stored.size,
      exit,
      answeredAfterSignal: lastAnswered - answeredAtSignal,
      exitMs,
      outOfRotationMs: outOfRotationAt ? outOfRotationAt - signalledAt : Number.NaN,
      log: servers.map((server) => server.log()).join("\n"),
    };
  } finally {
    for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) await server.stop("SIGKILL");
  }
}

/** A deploy of one instance on SQLite: SIGTERM mid-stream. Expect zero resets, exit code 0, every 202 stored. */
export const sigtermMidStream = (options: DeployOptions) => deployMidStream(options);

/** A crash: SIGKILL mid-stream, then a restart on the same data. Expect every 202 stored and the server serving again. */
export async function killMidStream(options: FaultOptions): Promise<FaultResult & { restarted: boolean }> {
  const result = await underSignal("SIGKILL", options, `kill${Date.now()}`);
  const again = await startServer(options);
  try {
    const after = await streamLeads({ origin: again.origin, channel: "api", concurrency: 1, total: 3, tag: `restart${Date.now()}`, });
    return { ...result, restarted: after.statuses[202] === 3 };
  } finally {
    await again.stop();
  }
}

export interface QueuedAtSignalResult {
  /** Status of each request sent while the server was stopped (null = no answer: reset or closed). */
  statuses: (number | null)[];
  /** Client-side errors of the unanswered ones (ECONNRESET…). */
  errors: string[];
  /** `/healthz` asked on a new connection right after SIGCONT, during the drain. */
  healthDuringDrain: number | null;
  stored: number;
  exit: { code: number | null; signal: NodeJS.Signals | null };
  exitMs: number;
  log: string;
}

/**
 * The issue-22 repro: connections still in the kernel's accept queue when the SIGTERM lands. The
 * server is frozen (SIGSTOP), `connections` clients connect and each sends a complete
 * `POST /api/contact` on its own connection (the kernel completes the handshakes and buffers the
 * bodies), then SIGTERM and SIGCONT. Every one must be answered 202 and stored; none reset.
 */
export async function queuedAtSignal(options: ServerOptions & { connections: number }): Promise<QueuedAtSignalResult> {
  const server = await startServer(options);
  const tag = `queued${Date.now()}`;
  try {
    server.child.kill("SIGSTOP");
    const answers = Array.from({ length: options.connections }, (_, n) => {
      const body = JSON.stringify({ kind: "full", name: `Queued Visitor ${n}`, email: `${tag}-${n}@stress.example`, subject: "Queued", message: "Sent while the server was stopped." });
      return sendRaw(server.port, {
        method: "POST",
        target: "/api/contact",
        headers: [["Content-Type", "application/json"], ["Origin", server.origin]],
        body,
        family: "queued at SIGTERM",
      }, 60_000);
    });
    // The handshakes complete in the kernel at once; give the clients time to write their requests.
    await new Promise((done) => setTimeout(done, 300));
    const signalledAt = performance.now();
    server.child.kill("SIGTERM");
    server.child.kill("SIGCONT");
    const health = sendRaw(server.port, { method: "GET", target: "/healthz", family: "health during drain" }, 10_000);
    const results = await Promise.all(answers);
    const healthDuringDrain = (await health).status;
    const exit = await server.exited();
    const exitMs = performance.now() - signalledAt;
    const stored = await storedLeadEmails(options.dataDir, tag);
    return {
      statuses: results.map((answer) => answer.status),
      errors: results.filter((answer) => answer.status === null).map((answer) => answer.error ?? "none"),
      healthDuringDrain,
      stored: stored.size,
      exit,
      exitMs,
      log: server.log(),
    };
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill("SIGCONT");
      await server.stop("SIGKILL");
    }
  }
}
