/**
 * A deploy of two instances behind HAProxy (`docs/deploy/haproxy.cfg`) on one PostgreSQL: while
 * page loads, leads, bookings and a signed-in workspace stream through HAProxy, each instance in
 * turn gets SIGTERM, is replaced by a new process on its port once it has exited, and the next one
 * follows only when HAProxy's health checks have the new one UP. Afterwards: a booking race through
 * HAProxy. Every answer is checked; every 202 lead and 201 booking must be in the database.
 */
import { Agent, request } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_SHUTDOWN_DRAIN_MS } from "../../server/config";
import { openDatabase } from "../../server/db/connect";
import { AccountStore } from "../../server/accounts/store";
import { createAccountService } from "../../server/accounts/service";
import { relyingPartyOf } from "../../server/accounts/passkey-ceremonies";
import { hashSecret } from "../../server/security/secret-token";
import { sessionCookieName } from "../../server/admin/session-cookie";
import { freeLoopbackPort } from "../postgres-cluster";
import { startHaproxy, type Haproxy } from "./haproxy";
import { percentile } from "./lead-stream";
import { startServer, type ServerProcess } from "./server-process";
import { storedLeadEmails } from "./stored-leads";

export interface RollingRestartOptions {
  /** The PostgreSQL both instances share (a throw-away cluster: scripts/postgres-cluster.ts). */
  databaseUrl: string;
  buildDir?: string;
  /** Senders of page loads, leads and bookings at once (each sends its next request when answered). */
  concurrency: number;
  /** Rolling restarts of both instances, one after the other (default 1). */
  rounds?: number;
  /** Traffic before the first SIGTERM and after the last instance is back, each (default 1.5 s). */
  settleMs?: number;
  /** The instances' SHUTDOWN_DRAIN_MS (default: the server's default, 5000). */
  drainMs?: number;
  /** Clients racing for one slot at the end (default 20). */
  raceSize?: number;
  log?: (line: string) => void;
}

type Kind = "page" | "lead" | "booking" | "workspace";

export interface RestartTiming {
  instance: string;
  /** SIGTERM until HAProxy had the instance DOWN (its /healthz said 503 while it kept serving); NaN: not within 30 s. */
  outOfRotationMs: number;
  /** SIGTERM until the process exited. */
  exitMs: number;
  exit: { code: number | null; signal: NodeJS.Signals | null };
  /** The new process: start until it listened. */
  startMs: number;
  /** The new process listening until HAProxy had it UP. */
  backInRotationMs: number;
  /** SIGTERM until the new process was UP: the whole restart of this instance. */
  totalMs: number;
}

export interface RollingRestartResult {
  durationMs: number;
  /** Requests by kind: sent, answered as expected, and how long the expected answers took. */
  requests: Record<Kind, { sent: number; ok: number; p50: number; p99: number }>;
  /** Every request answered otherwise or not at all: its kind, what was asked, and what came back. */
  failures: { kind: Kind; target: string; outcome: string; atMs: number }[];
  leads: { accepted: number; stored: number; lost: string[] };
  bookings: { accepted: number; stored: number; lost: string[] };
  /** `/admin` with the session cookie: every answer the signed-in page, none the sign-in redirect. */
  workspace: { checks: number; signedIn: number; withoutCookie: number | null };
  restarts: RestartTiming[];
  race: { clients: number; statuses: Record<number, number>; activeBookings: number };
  /** What HAProxy logged (only errors, retries and redispatches: `dontlog-normal`). */
  haproxyLog: string;
  serverLog: string;
}

const PAGES = ["/", "/services", "/book", "/blog", "/contact", "/process"];

interface Answer {
  status: number;
  body: string;
}

function send(agent: Agent, url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: init.method ?? "GET",
      agent,
      headers: { ...init.headers, ...(init.body !== undefined ? { "content-length": String(Buffer.byteLength(init.body)) } : {}) },
    });
    req.setTimeout(30_000, () => req.destroy(new Error("timed out after 30 s")));
    req.on("error", reject);
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      res.on("error", reject);
    });
    req.end(init.body);
  });
}

/** An owner with a passkey (as enrolment leaves one) and a session of theirs: the cookie a signed-in browser sends. */
async function ownerSession(databaseUrl: string, siteUrl: string, email: string): Promise<string> {
  const database = await openDatabase({ databaseUrl, dataDir: "", log: { log() {}, error() {} } });
  try {
    const store = new AccountStore(database.db, database.dialect);
    const accounts = createAccountService({ store, relyingParty: relyingPartyOf(siteUrl, "Rolling restart"), siteUrl, onMailQueued: () => {} });
    const invite = await accounts.invite(email, "owner", "shell");
    if (!invite.ok) throw new Error(`invite: ${invite.error}`);
    const token = invite.url.split("/").pop()!;
    const passkey = { id: Buffer.from(email).toString("base64url"), publicKey: new Uint8Array([1, 2, 3]), counter: 0, transports: ["internal"], name: "Test" };
    const owner = await store.acceptInvite(hashSecret(token), new Date(), passkey, crypto.randomUUID());
    if (typeof owner === "string") throw new Error(`enrolment: ${owner}`);
    const session = await accounts.startSession(owner);
    return `${sessionCookieName(false)}=${session.token}`;
  } finally {
    await database.close();
  }
}

/** Emails of stored bookings (active) starting with `prefix`. */
async function storedBookingEmails(databaseUrl: string, prefix: string): Promise<string[]> {
  const database = await openDatabase({ databaseUrl, dataDir: "", log: { log() {}, error() {} } });
  try {
    const rows = await database.db.selectFrom("bookings").select("email").where("email", "like", `${prefix}%`).where("status", "=", "active").execute();
    return rows.map((row) => row.email);
  } finally {
    await database.close();
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export async function rollingRestart(options: RollingRestartOptions): Promise<RollingRestartResult> {
  const log = options.log ?? (() => {});
  const tag = `rolling${Date.now()}`;
  const folder = mkdtempSync(join(tmpdir(), "mws-rolling-"));
  const ports = [await freeLoopbackPort(), await freeLoopbackPort()];
  const names = ["app1", "app2"];
  const frontPort = await freeLoopbackPort();
  const origin = `http://127.0.0.1:${frontPort}`;
  const env = {
    DATABASE_URL: options.databaseUrl,
    TRUST_PROXY: "1",
    SITE_URL: origin,
    SHUTDOWN_DRAIN_MS: String(options.drainMs ?? DEFAULT_SHUTDOWN_DRAIN_MS),
  };
  const start = (index: number) => startServer({ dataDir: folder, port: ports[index], buildDir: options.buildDir, env, timeoutMs: 60_000 });
  const instances: ServerProcess[] = [];
  const retired: ServerProcess[] = [];
  let haproxy: Haproxy | undefined;
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency + 1 });
  try {
    // One at a time: the first start migrates the shared schema.
    for (const index of [0, 1]) instances.push(await start(index));
    const cookie = await ownerSession(options.databaseUrl, origin, `${tag}-owner@agency.example`);
    haproxy = await startHaproxy({ port: frontPort, servers: [`127.0.0.1:${ports[0]}`, `127.0.0.1:${ports[1]}`], socket: join(folder, "haproxy.sock") });
    await haproxy.waitUntilUp(names);
    log(`rolling restart: HAProxy on ${origin}, instances on ${ports.join(" and ")}`);

    const withoutCookie = (await send(agent, `${origin}/admin`).catch(() => undefined))?.status ?? null;
    const free = JSON.parse((await send(agent, `${origin}/api/bookings/slots`)).body) as { slots: { start: string }[] };
    const raceSlot = free.slots.pop()!.start;
    const slots = free.slots.map((slot) => slot.start);

    const requests = Object.fromEntries((["page", "lead", "booking", "workspace"] as Kind[]).map((kind) => [kind, { sent: 0, ok: 0, latencies: [] as number[] }])) as Record<
      Kind,
      { sent: number; ok: number; latencies: number[] }
    >;
    const failures: RollingRestartResult["failures"] = [];
    const acceptedLeads: string[] = [];
    const acceptedBookings: string[] = [];
    const workspace = { checks: 0, signedIn: 0 };
    const started = performance.now();
    let streaming = true;
    let sent = 0;

    async function exchange(kind: Kind, target: string, init: Parameters<typeof send>[2], expected: number, check?: (answer: Answer) => boolean): Promise<boolean> {
      const sentAt = performance.now();
      requests[kind].sent++;
      try {
        const answer = await send(agent, `${origin}${target}`, init);
        if (answer.status === expected && (!check || check(answer))) {
          requests[kind].ok++;
          requests[kind].latencies.push(performance.now() - sentAt);
          return true;
        }
        failures.push({ kind, target, outcome: `${answer.status} ${answer.body.slice(0, 120)}`, atMs: Math.round(sentAt - started) });
      } catch (error) {
        failures.push({ kind, target, outcome: (error as NodeJS.ErrnoException).code ?? (error as Error).message, atMs: Math.round(sentAt - started) });
      }
      return false;
    }

    async function sender() {
      while (streaming) {
        const n = sent++;
        if (n % 10 === 9 && slots.length > 0) {
          const slot = slots.shift()!;
          const email = `${tag}-booking-${n}@stress.example`;
          const body = JSON.stringify({ slot, name: `Rolling Visitor ${n}`, email, topic: "A new website" });
          if (await exchange("booking", "/api/bookings", { method: "POST", headers: { "content-type": "application/json", origin }, body }, 201)) acceptedBookings.push(email);
        } else if (n % 2 === 1) {
          const email = `${tag}-lead-${n}@stress.example`;
          const body = JSON.stringify({ kind: "full", name: `Rolling Visitor ${n}`, email, subject: `Lead ${n}`, message: `Lead number ${n}, sent during a rolling restart.` });
          if (await exchange("lead", "/api/contact", { method: "POST", headers: { "content-type": "application/json", origin }, body }, 202)) acceptedLeads.push(email);
        } else {
          await exchange("page", PAGES[(n / 2) % PAGES.length]!, {}, 200, (answer) => answer.body.includes("</html>"));
        }
      }
    }

    /** The owner's browser, open on the workspace: the inbox every 200 ms with the session cookie. */
    async function signedInOwner() {
      while (streaming) {
        workspace.checks++;
        if (await exchange("workspace", "/admin", { headers: { cookie } }, 200, (answer) => answer.body.includes("Inbox"))) workspace.signedIn++;
        await sleep(200);
      }
    }

    const traffic = Promise.all([...Array.from({ length: options.concurrency }, sender), signedInOwner()]);
    const restarts: RestartTiming[] = [];
    try {
      await sleep(options.settleMs ?? 1_500);
      for (let round = 0; round < (options.rounds ?? 1); round++) {
        for (const index of [0, 1]) {
          const name = names[index]!;
          const old = instances[index]!;
          const signalledAt = performance.now();
          let outOfRotationAt = 0;
          // HAProxy marks it DOWN within seconds (on the 503, or once the port refuses); bounded all the same.
          const watching = (async () => {
            while (!outOfRotationAt && performance.now() - signalledAt < 30_000) {
              const status = (await haproxy!.statuses().catch(() => ({}) as Record<string, string>))[name];
              if (status?.startsWith("DOWN")) outOfRotationAt = performance.now();
              else await sleep(50);
            }
          })();
          old.child.kill("SIGTERM");
          const exit = await old.exited();
          const exitedAt = performance.now();
          retired.push(old);
          await watching;
          const replacement = await start(index);
          instances[index] = replacement;
          const listeningAt = performance.now();
          await haproxy.waitUntilUp([name]);
          const upAt = performance.now();
          const timing: RestartTiming = {
            instance: name,
            outOfRotationMs: outOfRotationAt ? outOfRotationAt - signalledAt : Number.NaN,
            exitMs: exitedAt - signalledAt,
            exit,
            startMs: listeningAt - exitedAt,
            backInRotationMs: upAt - listeningAt,
            totalMs: upAt - signalledAt,
          };
          restarts.push(timing);
          log(`rolling restart: ${name} out of rotation after ${timing.outOfRotationMs.toFixed(0)} ms, exited after ${(timing.exitMs / 1000).toFixed(1)} s, back UP ${(timing.totalMs / 1000).toFixed(1)} s after its SIGTERM`);
        }
      }
      await sleep(options.settleMs ?? 1_500);
    } finally {
      streaming = false;
      await traffic;
    }
    const durationMs = performance.now() - started;

    // The race: every client on a connection of its own, all at once, for the slot kept back.
    const raceAgent = new Agent({ keepAlive: false });
    const clients = options.raceSize ?? 20;
    const answers = await Promise.all(
      Array.from({ length: clients }, (_, n) =>
        send(raceAgent, `${origin}/api/bookings`, {
          method: "POST",
          headers: { "content-type": "application/json", origin },
          body: JSON.stringify({ slot: raceSlot, name: `Racing Visitor ${n}`, email: `${tag}-race-${n}@stress.example` }),
        }).then(
          (answer) => answer.status,
          () => 0,
        ),
      ),
    );
    raceAgent.destroy();
    const raceStatuses: Record<number, number> = {};
    for (const status of answers) raceStatuses[status] = (raceStatuses[status] ?? 0) + 1;

    const storedLeads = await storedLeadEmails({ databaseUrl: options.databaseUrl }, `${tag}-lead`);
    const storedBookings = new Set(await storedBookingEmails(options.databaseUrl, `${tag}-booking-`));
    const activeRace = await storedBookingEmails(options.databaseUrl, `${tag}-race-`);

    return {
      durationMs,
      requests: Object.fromEntries(
        Object.entries(requests).map(([kind, { sent: count, ok, latencies }]) => [kind, { sent: count, ok, p50: percentile(latencies, 50), p99: percentile(latencies, 99) }]),
      ) as RollingRestartResult["requests"],
      failures,
      leads: { accepted: acceptedLeads.length, stored: storedLeads.size, lost: acceptedLeads.filter((email) => !storedLeads.has(email)) },
      bookings: { accepted: acceptedBookings.length, stored: storedBookings.size, lost: acceptedBookings.filter((email) => !storedBookings.has(email)) },
      workspace: { ...workspace, withoutCookie },
      restarts,
      race: { clients, statuses: raceStatuses, activeBookings: activeRace.length },
      haproxyLog: haproxy.log(),
      serverLog: [...retired, ...instances].map((server) => server.log()).join("\n"),
    };
  } finally {
    agent.destroy();
    await haproxy?.stop();
    for (const server of instances) await server.stop("SIGKILL");
    rmSync(folder, { recursive: true, force: true });
  }
}
