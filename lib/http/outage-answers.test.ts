import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOutagesAs503 } from "./outage-answers.ts";

let unreachable = false;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  // Answers the status the path names, the way Next writes a failed page (statusCode, then end).
  server = http.createServer((req, res) => {
    answerOutagesAs503(res, () => unreachable);
    res.statusCode = Number(req.url?.slice(1));
    res.setHeader("Content-Type", "text/html");
    res.end("<h1>Something went wrong</h1>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a page that failed while the database was unreachable", () => {
  it("is a 503 with Retry-After, never kept", async () => {
    unreachable = true;
    const r = await fetch(`${origin}/500`);
    expect(r.status).toBe(503);
    expect(r.headers.get("retry-after")).toBe("5");
    expect(r.headers.get("cache-control")).toBe("no-store");
    expect(await r.text()).toBe("<h1>Something went wrong</h1>");
  });

  it("stays a 500 when the database answers: the fault is ours", async () => {
    unreachable = false;
    const r = await fetch(`${origin}/500`);
    expect(r.status).toBe(500);
    expect(r.headers.get("retry-after")).toBeNull();
  });

  it("leaves every other status alone", async () => {
    unreachable = true;
    for (const status of [200, 404, 503]) {
      const r = await fetch(`${origin}/${status}`);
      expect(r.status).toBe(status);
      expect(r.headers.get("retry-after")).toBeNull();
    }
  });
});
