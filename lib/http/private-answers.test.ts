import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { rawRequest } from "@/lib/testing/raw-http.ts";
import { keepPrivateAnswers, PRIVATE_ANSWER_HEADER, SHARED_PAGE_CACHE_CONTROL } from "./private-answers.ts";

describe("an answer the proxy marked private", () => {
  it("keeps private, no-store over the page's own Cache-Control, without the mark; a cached page may be kept a second by a shared cache", async () => {
    // What Next does: the proxy's headers first, then the prerendered page's Cache-Control, then an implicit head.
    const server = http.createServer((req, res) => {
      keepPrivateAnswers(res);
      if (req.url === "/marked/") res.setHeader(PRIVATE_ANSWER_HEADER, "1");
      if (req.url === "/account/") res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
      else res.setHeader("cache-control", "s-maxage=86400, stale-while-revalidate=518400");
      if (req.url === "/cookie/") res.setHeader("set-cookie", "a=b");
      res.statusCode = 404;
      res.end("<!DOCTYPE html>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const marked = await rawRequest(port, { path: "/marked/" });
      expect(marked.headers["cache-control"]).toBe("private, no-store");
      expect(marked.headers[PRIVATE_ANSWER_HEADER]).toBeUndefined();
      expect(SHARED_PAGE_CACHE_CONTROL).toBe("public, max-age=0, s-maxage=1, stale-while-revalidate=1");
      expect((await rawRequest(port, { path: "/c/living-room/" })).headers["cache-control"]).toBe(SHARED_PAGE_CACHE_CONTROL);
      expect((await rawRequest(port, { path: "/account/" })).headers["cache-control"]).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
      expect((await rawRequest(port, { path: "/cookie/" })).headers["cache-control"]).toBe("private, no-store");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
