import { afterEach, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { runWithRequestContext } from "@/lib/observability/request-context.ts";
import { clientIp } from "./client-ip.ts";

afterEach(() => {
  delete process.env.TRUST_PROXY;
  resetConfig();
});

const trust = (hops: string) => {
  process.env.TRUST_PROXY = hops;
  resetConfig();
};

describe("the client's address", () => {
  it("comes from the socket the server saw, never from a header a client can send", () => {
    const spoofed = new Headers({ "x-storefront-client-ip": "198.51.100.1", "x-forwarded-for": "198.51.100.2" });
    expect(runWithRequestContext({ clientIp: "::ffff:203.0.113.7" }, () => clientIp(spoofed))).toBe("203.0.113.7");
    // Without the shop's server (next start) there is no socket to ask: no header is believed instead.
    expect(clientIp(spoofed)).toBe("unknown");
  });

  it("is the last X-Forwarded-For entry behind one proxy, the one the proxy appended", () => {
    trust("1");
    const headers = new Headers({ "x-forwarded-for": "192.0.2.66, 198.51.100.7" });
    expect(runWithRequestContext({ clientIp: "10.0.0.2" }, () => clientIp(headers))).toBe("198.51.100.7");
    expect(clientIp(headers)).toBe("198.51.100.7"); // under next start too
    // A request that reached the server past the proxy: the socket's address.
    expect(runWithRequestContext({ clientIp: "10.0.0.9" }, () => clientIp(new Headers()))).toBe("10.0.0.9");
  });

  it("counts proxies from the right with TRUST_PROXY=2", () => {
    trust("2");
    const headers = new Headers({ "x-forwarded-for": "192.0.2.66, 198.51.100.7, 10.0.0.1" });
    expect(runWithRequestContext({ clientIp: "10.0.0.2" }, () => clientIp(headers))).toBe("198.51.100.7");
    expect(clientIp(headers)).toBe("198.51.100.7");
    expect(clientIp(new Headers({ "x-forwarded-for": "not-an-address, 10.0.0.1" }))).toBe("unknown");
  });
});
