/**
 * What a deploy or a crash does to leads in flight: a SIGTERM (a deploy) or a SIGKILL (a crash)
 * lands in the middle of a stream of leads, and afterwards every lead the server answered 202 for
 * must be in the database.
 */
import { startServer, type ServerOptions } from "./server-process";
import { streamLeads, type LeadChannel, type StreamResult } from "./lead-stream";
import { storedLeadEmails } from "./stored-leads";

export interface FaultOptions extends ServerOptions {
  channel?: LeadChannel;
  concurrency?: number;
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

/** A deploy: SIGTERM mid-stream. Expect zero resets, exit code 0, every 202 stored. */
export const sigtermMidStream = (options: FaultOptions) => underSignal("SIGTERM", options, `sigterm${Date.now()}`);

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
