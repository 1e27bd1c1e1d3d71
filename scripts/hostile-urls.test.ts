// URLs that Next itself answered badly, over real HTTP (scripts/server.ts settles them first,
// lib/http/request-safety.ts): a malformed percent-escape in a dynamic segment (a plain-text 500), a
// NUL in a page's query (an error page), a dot in an API path's last segment (a redirect to a path
// no endpoint serves), a URL past Node's 16 KiB header limit (431 with an empty body).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import net from "node:net";
import { rawRequest } from "@/lib/testing/raw-http.ts";
import { startTestServer, type TestServer } from "@/scripts/lib/server-process.ts";
import { MALFORMED_URL } from "@/lib/http/request-safety.ts";

let server: TestServer;

/** Sends raw bytes and reads everything the server writes until it closes the connection. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    const socket = net.connect(port, "127.0.0.1", () => socket.write(bytes));
    socket.on("data", (d) => (data += d.toString()));
    socket.on("end", () => resolve(data));
    socket.on("error", reject);
    socket.setTimeout(5000, () => socket.destroy(new Error(`no end: ${data}`)));
  });
}

beforeAll(async () => {
  server = await startTestServer({
    prepare: async (prisma) => {
      await prisma.country.create({
        data: { iso2: "IN", iso3: "IND", numeric: "356", printableName: "India", name: "Republic of India", displayOrder: 1, isShippingCountry: true },
      });
      await prisma.jobAlert.create({
        data: { title: "Senior Carpenter", slug: "sr.carpenter", department: "Workshop", location: "Jodhpur", experience: "5 years", description: "Joinery." },
      });
    },
  });
}, 900_000);

afterAll(async () => {
  await server?.stop();
});

describe("a malformed percent-escape or a NUL in a path", () => {
  it("is a JSON 400 under /api/, in a dynamic segment or not", async () => {
    for (const path of ["/api/v2/countries/%ZZ/", "/api/v2/%ZZ/", "/api/v2/countries/%E0%A4/", "/api/v2/countries/I%00N/"]) {
      const r = await rawRequest(server.port, { path });
      expect([path, r.status, r.headers["content-type"]]).toEqual([path, 400, "application/json"]);
      expect(JSON.parse(r.body)).toEqual(MALFORMED_URL);
    }
  });

  it("is the shop's 404 page for a page, and so is a NUL in a page's query", async () => {
    for (const path of ["/p/%ZZ/", "/wishlists/%ZZ/", "/c/%ZZ/", "/p/%00/", "/orders/track/?number=100001&email=asha%00@example.in"]) {
      const r = await rawRequest(server.port, { path });
      expect([path, r.status, r.headers["content-type"]]).toEqual([path, 404, "text/html; charset=utf-8"]);
      expect(r.body).toContain("<html");
      expect(r.body).not.toContain("__next_error__");
    }
  });

  it("writes the address the client asked for in the request log", async () => {
    await rawRequest(server.port, { path: "/wishlists/%ZZ%ZZ/" });
    await new Promise((r) => setTimeout(r, 200));
    const lines = server.logs.flatMap((l) => {
      try {
        return [JSON.parse(l)];
      } catch {
        return [];
      }
    });
    expect(lines.some((l) => l.msg === "request" && l.path === "/wishlists/%ZZ%ZZ/" && l.status === 404)).toBe(true);
  });
});

describe("an API path whose last segment has a dot", () => {
  it("routes to its endpoint with the dot in the parameter", async () => {
    const r = await rawRequest(server.port, { path: "/api/v2/jobalerts/sr.carpenter/" });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toMatchObject({ slug: "sr.carpenter", title: "Senior Carpenter" });
    const voucher = await rawRequest(server.port, { method: "DELETE", path: "/api/v2/basket/vouchers/WELCOME.10/" });
    expect([voucher.status, voucher.headers["content-type"], voucher.headers.location]).toEqual([404, "application/json", undefined]);
    expect(JSON.parse(voucher.body)).toEqual({ detail: "Not found." });
  });

  it("without its slash is redirected to the path with it, keeping the method and query", async () => {
    const r = await rawRequest(server.port, { method: "DELETE", path: "/api/v2/basket/vouchers/WELCOME.10?x=1" });
    expect(r.status).toBe(308);
    expect(r.headers.location).toBe("/api/v2/basket/vouchers/WELCOME.10/?x=1");
  });
});

describe("a request Node cannot take", () => {
  it("answers a URL over 16 KiB with 431 and a JSON body", async () => {
    for (const path of [`/api/v2/countries/?q=${"a".repeat(17_000)}`, `/p/${"a".repeat(17_000)}/`]) {
      const r = await rawRequest(server.port, { path });
      expect(r.status).toBe(431);
      expect(r.headers["content-type"]).toBe("application/json");
      expect(JSON.parse(r.body)).toEqual({ detail: "Request header fields too large." });
    }
    // Under the limit, a long URL is served.
    expect((await rawRequest(server.port, { path: `/api/v2/countries/?q=${"a".repeat(15_000)}` })).status).toBe(200);
  });

  it("answers a malformed request with 400 and a JSON body", async () => {
    const answer = await rawExchange(server.port, "GET /api/v2/countries/ HTTP/1.1\r\nHost: shop.test\r\nBad Header\r\n\r\n");
    const [head, body] = answer.split("\r\n\r\n");
    expect(head.split("\r\n")[0]).toBe("HTTP/1.1 400 Bad Request");
    expect(head).toContain("Content-Type: application/json");
    expect(JSON.parse(body)).toEqual({ detail: "Bad request." });
  });
});
