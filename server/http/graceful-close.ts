import { readFileSync, readlinkSync } from "node:fs";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

export interface DrainOptions {
  /**
   * How long the server keeps accepting and answering after the signal (`SHUTDOWN_DRAIN_MS`), while
   * `/healthz` already says 503 so a load balancer stops sending.
   */
  drainMs: number;
  /**
   * After the drain: how long the connections still in the kernel's accept queue may take to be
   * accepted, and what was accepted to be answered, before what is left is cut.
   */
  tailMs: number;
}

export interface DrainResult {
  /** Connections still open after the tail, cut. */
  cut: number;
  /** Connections taken from the kernel's accept queue after the drain, just before the listener closed. */
  lateAccepted: number;
}

export interface GracefulClose {
  /** True from the moment `drain` is called: the health check reports not-ready. */
  readonly draining: boolean;
  /**
   * Keeps accepting for `drainMs`, then closes the listener once the kernel's accept queue is empty,
   * answers what was accepted, closes idle keep-alive connections, and resolves when every
   * connection has ended (or after `tailMs`, cutting the rest).
   */
  drain(options: DrainOptions): Promise<DrainResult>;
}

interface ConnectionState {
  /** Requests read on this connection so far. */
  requests: number;
  /** Requests read but not yet answered. */
  open: number;
  /** When the last answer finished (or the connection was accepted). */
  idleSince: number;
}

/** Milliseconds of the monotonic clock. */
const now = () => performance.now();

/**
 * The kernel's accept queue of a listening socket: connections whose handshake is complete but
 * which the process has not accepted yet (Linux: `rx_queue` of the LISTEN row in /proc/net/tcp*,
 * found by the socket's inode). Closing the listener resets every one of them, so the listener
 * closes only when it is empty. `undefined` where that cannot be read (not Linux, no /proc).
 */
export function acceptQueueLength(server: NetServer): number | undefined {
  const fd = (server as unknown as { _handle?: { fd?: number } })._handle?.fd;
  if (typeof fd !== "number" || fd < 0) return undefined;
  try {
    const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`))?.[1];
    if (!inode) return undefined;
    for (const table of ["/proc/self/net/tcp", "/proc/self/net/tcp6"]) {
      let text: string;
      try {
        text = readFileSync(table, "latin1");
      } catch {
        continue;
      }
      for (const line of text.split("\n")) {
        // sl local rem st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
        const fields = line.trim().split(/\s+/);
        if (fields[9] !== inode) continue;
        return Number.parseInt(fields[4]!.split(":")[1]!, 16);
      }
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * Lets `server` stop without resetting a request, the way a deploy behind a load balancer needs:
 *
 * 1. **Drain** (`drainMs`): `draining` turns true (the health check answers 503, so the load
 *    balancer takes the instance out) while the server keeps accepting and answering. Every answer
 *    from now on says `Connection: close`, so keep-alive clients open their next request elsewhere.
 * 2. **Close the listener** once the kernel's accept queue is empty: connections the kernel already
 *    accepted are taken and answered, not reset (`http.Server#close` would close the listening
 *    socket at once, and the kernel resets whatever is still queued). New connections are then
 *    refused, which a client knows was never received.
 * 3. **Answer what was accepted**, then end each remaining connection the way HTTP/1.1 allows: a
 *    connection idle for the keep-alive timeout the client was told (`Keep-Alive: timeout=5`) is
 *    closed; one accepted but still sending its first request gets its answer (with `Connection:
 *    close`). Only what is still open after `tailMs` is cut.
 *
 * `http.Server#close` alone destroys idle keep-alive connections at once, but "idle" only means
 * the server has not read a request yet: a client may be writing its next one into that socket.
 */
export function gracefulClose(server: Server): GracefulClose {
  let draining = false;
  const connections = new Map<Socket, ConnectionState>();
  const unanswered = new Set<ServerResponse>();

  server.on("connection", (socket: Socket) => {
    connections.set(socket, { requests: 0, open: 0, idleSince: now() });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const state = connections.get(request.socket);
    if (state) {
      state.requests++;
      state.open++;
    }
    if (draining) response.shouldKeepAlive = false;
    else unanswered.add(response);
    response.once("close", () => {
      unanswered.delete(response);
      if (state) {
        state.open--;
        state.idleSince = now();
      }
    });
  });

  /**
   * Closes only the listening socket, once the kernel's accept queue is empty. libuv accepts one
   * queued connection per turn of the event loop (a queue of 30 takes 30 turns), emitting
   * "connection" for each: looking right after each accept, and after each turn, closes the
   * listener in the same tick it reads an empty queue. Bounded by `deadline`: a flood of new
   * connections must not keep it open.
   */
  function closeListener(deadline: number): Promise<number> {
    let accepted = 0;
    return new Promise((resolve) => {
      let closed = false;
      let scheduled = false;
      const attempt = (socket?: Socket) => {
        if (closed) return;
        if (socket) accepted++;
        const queued = acceptQueueLength(server);
        if (queued && queued > 0 && now() < deadline) {
          // libuv accepts one queued connection per turn of the loop; look again after the next.
          if (!scheduled) {
            scheduled = true;
            setImmediate(() => {
              scheduled = false;
              attempt();
            });
          }
          return;
        }
        closed = true;
        server.off("connection", attempt);
        NetServer.prototype.close.call(server);
        resolve(accepted);
      };
      server.on("connection", attempt);
      attempt();
    });
  }

  return {
    get draining() {
      return draining;
    },
    async drain({ drainMs, tailMs }) {
      draining = true;
      for (const response of unanswered) if (!response.headersSent) response.shouldKeepAlive = false;
      if (drainMs > 0) await new Promise((done) => setTimeout(done, drainMs));

      const tailEnd = now() + tailMs;
      const lateAccepted = await closeListener(tailEnd);
      const keepAliveMs = server.keepAliveTimeout;
      return new Promise<DrainResult>((resolve) => {
        const sweep = () => {
          for (const [socket, state] of connections) {
            // Answered at least once, nothing open, and idle past the timeout the client was told:
            // the client no longer sends on it. A connection with no request yet is waited for.
            if (state.open === 0 && state.requests > 0 && now() - state.idleSince >= keepAliveMs) socket.destroy();
          }
          if (connections.size === 0) {
            resolve({ cut: 0, lateAccepted });
            return;
          }
          if (now() >= tailEnd) {
            const cut = connections.size;
            for (const socket of connections.keys()) socket.destroy();
            resolve({ cut, lateAccepted });
            return;
          }
          setTimeout(sweep, 25);
        };
        sweep();
      });
    },
  };
}
