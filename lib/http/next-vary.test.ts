import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { rawRequest } from "@/lib/testing/raw-http.ts";
import { keepRouteHandlerVary, routeHandlerVary } from "./next-vary.ts";

describe("the Vary of a route handler's answer", () => {
  it("drops Next's router headers and repeats, keeps the rest in order", () => {
    expect(routeHandlerVary("rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept")).toBe("Accept");
    expect(routeHandlerVary(["RSC, Next-Url, Accept", "Cookie, Authorization, Session-Id", "accept, Accept-Encoding"])).toBe(
      "Accept, Cookie, Authorization, Session-Id, Accept-Encoding",
    );
    expect(routeHandlerVary("rsc, next-router-state-tree")).toBeUndefined();
    expect(routeHandlerVary(undefined)).toBeUndefined();
  });

  it("is rewritten for /api/ and /media/ only, however the head gets written", async () => {
    // What Next does: its router headers first, then the route's own Vary, then an implicit head.
    const server = http.createServer((req, res) => {
      keepRouteHandlerVary(req, res);
      res.appendHeader("vary", "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch");
      if (req.url !== "/media/x.jpg") res.appendHeader("vary", "Accept");
      res.end("{}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      expect((await rawRequest(port, { path: "/api/v2/countries/?format=json" })).headers.vary).toBe("Accept");
      expect((await rawRequest(port, { path: "/media/x.jpg" })).headers.vary).toBeUndefined();
      expect((await rawRequest(port, { path: "/products/" })).headers.vary).toBe(
        "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept",
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
