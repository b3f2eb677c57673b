import type { Server, ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";

export interface GracefulClose {
  /**
   * Stops accepting connections and resolves once every open one has ended, or after `timeoutMs`,
   * when the rest are cut (resolves with how many were).
   */
  close(timeoutMs: number): Promise<{ cut: number }>;
}

/**
 * Lets `server` stop without resetting a request a client already sent.
 *
 * `http.Server#close` destroys idle keep-alive connections at once, but "idle" only means the
 * server has not read a request yet: a client may be writing its next one into that socket, and it
 * sees a reset. So this stops only the listener, and lets each connection end the way HTTP/1.1
 * allows: every response from now on says `Connection: close` (the client opens no further request
 * on it), and a connection that stays idle ends at the keep-alive timeout the client was told.
 */
export function gracefulClose(server: Server): GracefulClose {
  let closing = false;
  const unanswered = new Set<ServerResponse>();
  server.on("request", (_request, response: ServerResponse) => {
    if (closing) response.shouldKeepAlive = false;
    else {
      unanswered.add(response);
      response.on("close", () => unanswered.delete(response));
    }
  });

  return {
    close(timeoutMs) {
      closing = true;
      for (const response of unanswered) if (!response.headersSent) response.shouldKeepAlive = false;
      return new Promise((resolve) => {
        const deadline = setTimeout(() => {
          server.getConnections((_error, count) => {
            server.closeAllConnections();
            resolve({ cut: count });
          });
        }, timeoutMs);
        NetServer.prototype.close.call(server, () => {
          clearTimeout(deadline);
          resolve({ cut: 0 });
        });
      });
    },
  };
}
