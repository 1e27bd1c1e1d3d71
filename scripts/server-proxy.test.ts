// The production server as a real shop runs it: behind one reverse proxy (TRUST_PROXY=1), answering
// only its own host names (PUBLIC_URL's and ALLOWED_HOSTS), and building every link that leaves a
// request — next-auth's among them — from PUBLIC_URL, never from what a client put in Host.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "@/lib/testing/raw-http.ts";
import { startTestServer, type TestServer } from "@/scripts/lib/server-process.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      SHOP_ENV: "production",
      PUBLIC_URL: "https://shop.example.com",
      NEXTAUTH_SECRET: "Zq4-wP9_eR2tY7uI1oLk3jHg5fDs8aXcVbN6mQ0",
      // 127.0.0.1: the test harness's own health checks; .vanyaliving.in: a second domain and its subdomains.
      ALLOWED_HOSTS: "127.0.0.1, .vanyaliving.in",
      TRUST_PROXY: "1",
    },
    prepare: async (prisma) => {
      await prisma.country.create({
        data: { iso2: "IN", iso3: "IND", numeric: "356", printableName: "India", name: "Republic of India", displayOrder: 1, isShippingCountry: true },
      });
    },
  });
}, 900_000);

afterAll(async () => {
  await server?.stop();
});

const get = (path: string, headers: Record<string, string>) => rawRequest(server.port, { path, headers });

function lastRequestLine(path: string): Record<string, unknown> | undefined {
  return server.logs
    .flatMap((l) => {
      try {
        return [JSON.parse(l) as Record<string, unknown>];
      } catch {
        return [];
      }
    })
    .reverse()
    .find((l) => l.msg === "request" && l.path === path);
}

describe("a production server's hosts", () => {
  it("answers its public host and the hosts ALLOWED_HOSTS lists", async () => {
    for (const host of ["shop.example.com", "vanyaliving.in", "www.vanyaliving.in:8443"]) {
      const r = await get("/api/v2/countries/IN/", { Host: host });
      expect(r.status).toBe(200);
      expect(JSON.parse(r.body).url).toBe(`http://${host}/api/v2/countries/IN/`);
    }
  });

  it("refuses any other host with 400 JSON on endpoints, pages, media and sign-in", async () => {
    for (const host of ["evil.example", "vanyaliving.in.evil.example", "localhost"]) {
      for (const path of ["/api/v2/countries/", "/", "/media/products/x.jpg", "/api/auth/csrf/"]) {
        const r = await get(path, { Host: host });
        expect({ host, path, status: r.status, body: r.body }).toEqual({ host, path, status: 400, body: '{"detail":"Invalid Host header."}' });
      }
    }
  });

  it("builds next-auth's links from PUBLIC_URL, whatever the Host", async () => {
    const r = await get("/api/auth/providers/", { Host: "www.vanyaliving.in", "X-Forwarded-Host": "www.vanyaliving.in" });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body).password).toMatchObject({
      signinUrl: "https://shop.example.com/api/auth/signin/password",
      callbackUrl: "https://shop.example.com/api/auth/callback/password",
    });
  });
});

describe("behind one trusted proxy", () => {
  it("reads the client's address, host and scheme from the same hop: the proxy's own entries, the last", async () => {
    const r = await get("/api/v2/countries/IN/", {
      Host: "127.0.0.1",
      // What the client sent came first; the proxy appended what it saw.
      "X-Forwarded-For": "192.0.2.66, 198.51.100.7",
      "X-Forwarded-Host": "evil.example, www.vanyaliving.in",
      "X-Forwarded-Proto": "http, https",
    });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body).url).toBe("https://www.vanyaliving.in/api/v2/countries/IN/");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lastRequestLine("/api/v2/countries/IN/")?.ip).toBe("198.51.100.7");
  });

  it("refuses a forwarded host it does not serve, even when Host is one it does", async () => {
    const r = await get("/", { Host: "shop.example.com", "X-Forwarded-Host": "www.vanyaliving.in, evil.example" });
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toEqual({ detail: "Invalid Host header." });
  });

  it("takes the socket's address when the proxy sent no X-Forwarded-For", async () => {
    await get("/api/v2/countries/?direct=1", { Host: "shop.example.com" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lastRequestLine("/api/v2/countries/")?.ip).toBe("127.0.0.1");
  });
});
