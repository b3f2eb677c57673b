import { Hono } from "hono";
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { answerConnect } from "../../../server/http/connect-method";
import { rejectOtherMethods } from "../../../server/http/json-api";

/** Writes `head` on its own connection and reads until the server closes it. */
function rawExchange(port: number, head: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("close", () => resolve(received));
    socket.on("error", () => resolve(received));
    socket.write(head);
  });
}

describe("rejectOtherMethods", () => {
  const app = new Hono();
  rejectOtherMethods(app, "/api/contact", ["POST"]);
  app.post("/api/contact", (c) => c.json({ ok: true }, 202));

  // TRACE and CONNECT cannot be built as a fetch Request; the browser tests send them on raw sockets.
  it.each(["GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND", "QUERY", "PURGE", "MKCOL"])("answers %s with 405 and Allow", async (method) => {
    const response = await app.request("/api/contact", { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("passes the allowed method on to the route", async () => {
    expect((await app.request("/api/contact", { method: "POST" })).status).toBe(202);
  });
});

describe("answerConnect", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  it.each(["CONNECT / HTTP/1.1", "CONNECT evil.example:443 HTTP/1.1", "CONNECT 127.0.0.1:22 HTTP/1.0"])("answers %j with 405 and Allow, and logs one line", async (requestLine) => {
    const logged: string[] = [];
    server = createServer((_request, response) => response.end("app"));
    answerConnect(server, (line) => logged.push(line));
    await new Promise<void>((done) => server!.listen(0, "127.0.0.1", done));
    const answer = await rawExchange((server.address() as AddressInfo).port, `${requestLine}\r\nHost: 127.0.0.1\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(answer).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/);
    expect(logged).toEqual([`405 CONNECT ${requestLine.split(" ")[1]}`]);
  });
});
