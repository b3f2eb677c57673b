import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FeedError, fetchFeed, NOT_PUBLIC } from "../../server/booking/busy-calendar/fetch";
import { parseAllowedNetworks, publicNetworkAgent } from "../../server/booking/busy-calendar/public-network";

/**
 * The workspace's calendar address over real loopback HTTP: the public-network agent refuses a
 * loopback address however it is written (IP literal, IPv6, a name that resolves to it, a redirect
 * into it) before any request reaches the server, and lets through what the operator allowed.
 */
const FEED = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//Loopback//EN\r\nEND:VCALENDAR\r\n";
const NO_VALIDATORS = { etag: null, lastModified: null };
const LIMITS = { timeoutMs: 2_000, maxBytes: 64 * 1024 };

const requests: { server: string; url: string }[] = [];
const servers: Server[] = [];
let feedPort = 0;
let redirectPort = 0;
let ipv6Port = 0;

const listen = (name: string, host: string, handle: (request: IncomingMessage) => { status: number; headers?: Record<string, string>; body?: string }) =>
  new Promise<number>((resolve) => {
    const server = createServer((request, response) => {
      requests.push({ server: name, url: request.url ?? "" });
      const answer = handle(request);
      response.writeHead(answer.status, { "Content-Type": "text/calendar", ...answer.headers });
      response.end(answer.body ?? "");
    });
    servers.push(server);
    server.listen(0, host, () => resolve((server.address() as { port: number }).port));
  });

beforeAll(async () => {
  feedPort = await listen("feed", "127.0.0.2", () => ({ status: 200, body: FEED }));
  redirectPort = await listen("redirect", "127.0.0.1", () => ({ status: 302, headers: { Location: `http://127.0.0.2:${feedPort}/calendar.ics` } }));
  ipv6Port = await listen("ipv6", "::1", () => ({ status: 200, body: FEED }));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

beforeEach(() => {
  requests.length = 0;
});

async function refusal(address: string, allowed = ""): Promise<unknown> {
  const agent = publicNetworkAgent(parseAllowedNetworks(allowed), LIMITS.timeoutMs);
  try {
    await fetchFeed(address, NO_VALIDATORS, LIMITS, undefined, agent);
    return undefined;
  } catch (error) {
    return error;
  } finally {
    await agent.destroy();
  }
}

describe("the workspace's calendar address reaches only the public internet", () => {
  it("refuses a loopback IP literal, IPv4 or IPv6, and a name that resolves to loopback; the server sees no request", async () => {
    for (const address of [`http://127.0.0.2:${feedPort}/calendar.ics`, `http://[::1]:${ipv6Port}/calendar.ics`, `http://[::ffff:127.0.0.2]:${feedPort}/c.ics`, `webcal://localhost:${ipv6Port}/c.ics`, `http://localhost:${feedPort}/c.ics`]) {
      const error = await refusal(address);
      expect(error, address).toBeInstanceOf(FeedError);
      expect((error as Error).message, address).toBe(NOT_PUBLIC);
    }
    expect(requests).toEqual([]);
  });

  it("refuses a redirect from an allowed address into one that is not", async () => {
    const error = await refusal(`http://127.0.0.1:${redirectPort}/start.ics`, "127.0.0.1");
    expect((error as Error).message).toBe(NOT_PUBLIC);
    expect(requests).toEqual([{ server: "redirect", url: "/start.ics" }]);
  });

  it("fetches from a private address the operator allowed (BOOKING_FEED_PRIVATE_NETWORKS), redirects within it included", async () => {
    const agent = publicNetworkAgent(parseAllowedNetworks("127.0.0.0/8, ::1"), LIMITS.timeoutMs);
    try {
      expect(await fetchFeed(`http://127.0.0.1:${redirectPort}/start.ics`, NO_VALIDATORS, LIMITS, undefined, agent)).toMatchObject({ kind: "body", body: FEED });
      expect(await fetchFeed(`http://[::1]:${ipv6Port}/calendar.ics`, NO_VALIDATORS, LIMITS, undefined, agent)).toMatchObject({ kind: "body", body: FEED });
    } finally {
      await agent.destroy();
    }
    expect(requests.map((request) => request.server)).toEqual(["redirect", "feed", "ipv6"]);
  });

  it("the deployment's own address (no agent) is trusted: it may be on loopback", async () => {
    expect(await fetchFeed(`http://127.0.0.2:${feedPort}/calendar.ics`, NO_VALIDATORS, LIMITS)).toMatchObject({ kind: "body", body: FEED });
  });
});
