import { describe, expect, it } from "vitest";
import { isReachable, parseAllowedNetworks, reachableLookup } from "../../../server/booking/busy-calendar/public-network";

describe("which addresses the workspace's calendar feed may reach", () => {
  it("public unicast addresses, IPv4 and IPv6", () => {
    for (const address of ["8.8.8.8", "142.250.72.14", "2606:4700:4700::1111", "2a00:1450:4001:82b::200e"]) expect(isReachable(address, [])).toBe(true);
  });

  it("not loopback, private, link-local (cloud metadata), shared, multicast, reserved or unspecified, however written", () => {
    const inside = [
      "127.0.0.1", "127.8.9.10", "10.0.0.1", "172.16.0.1", "172.31.255.255", "192.168.1.20", "169.254.169.254", "100.64.0.1",
      "0.0.0.0", "224.0.0.1", "240.0.0.1", "255.255.255.255", "192.0.2.1", "198.18.0.1",
      "::1", "::", "fe80::1", "fe80::1%eth0", "fc00::1", "fd12:3456::1", "ff02::1", "2001:db8::1",
      // IPv4 wrapped in IPv6 is judged as the IPv4 address.
      "::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:10.0.0.1", "::ffff:169.254.169.254",
      // NAT64, 6to4 and Teredo carry an IPv4 address inside: refused, no calendar lives there.
      "64:ff9b::a00:1", "2002:a00:1::1", "2001:0:4136:e378::1",
      "not an address", "",
    ];
    for (const address of inside) expect(isReachable(address, []), address).toBe(false);
  });

  it("inside a range the operator allowed, and only that range", () => {
    const allowed = parseAllowedNetworks("192.168.1.0/24, 127.0.0.1,fd00::/8");
    expect(isReachable("192.168.1.20", allowed)).toBe(true);
    expect(isReachable("::ffff:192.168.1.20", allowed)).toBe(true);
    expect(isReachable("127.0.0.1", allowed)).toBe(true);
    expect(isReachable("fd12::1", allowed)).toBe(true);
    expect(isReachable("192.168.2.20", allowed)).toBe(false);
    expect(isReachable("127.0.0.2", allowed)).toBe(false);
    expect(isReachable("169.254.169.254", allowed)).toBe(false);
    expect(isReachable("::1", allowed)).toBe(false);
  });

  it("BOOKING_FEED_PRIVATE_NETWORKS: unset or empty allows nothing; a typo stops the start", () => {
    expect(parseAllowedNetworks(undefined)).toEqual([]);
    expect(parseAllowedNetworks(" , ")).toEqual([]);
    for (const wrong of ["192.168.1.0/33", "nas.local", "10.0.0.0/8; 127.0.0.1", "300.1.1.1"]) {
      expect(() => parseAllowedNetworks(wrong), wrong).toThrow(/BOOKING_FEED_PRIVATE_NETWORKS/);
    }
  });

  it("the resolver hands on only reachable addresses, and fails with ENOTPUBLIC when none is left", async () => {
    const resolve = (host: string, all: boolean, allowed = parseAllowedNetworks(undefined)) =>
      new Promise<{ error: NodeJS.ErrnoException | null; result: unknown }>((done) =>
        reachableLookup(allowed)(host, { all }, (error, result) => done({ error, result })),
      );
    const refused = await resolve("localhost", true);
    expect(refused.error).toMatchObject({ code: "ENOTPUBLIC" });
    const allowedOne = await resolve("localhost", false, parseAllowedNetworks("127.0.0.1"));
    expect(allowedOne.error).toBeNull();
    expect(allowedOne.result).toBe("127.0.0.1");
    const allowedAll = await resolve("localhost", true, parseAllowedNetworks("127.0.0.1"));
    expect(allowedAll.result).toEqual([{ address: "127.0.0.1", family: 4 }]);
  });
});
