// next-auth's POSTs (sign-in callback, sign-out) are held to the 1 MiB body limit of every form, and a
// JSON body that does not parse is a 400 in the API's shape, never a 500 from inside next-auth.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST } from "./route.ts";

const context = { params: Promise.resolve({ nextauth: ["callback", "password"] }) };
const post = (body: BodyInit, headers: Record<string, string>) =>
  POST(new NextRequest("http://localhost/api/auth/callback/password/", { method: "POST", headers: { host: "localhost", origin: "http://localhost", ...headers }, body }), context);

describe("next-auth's POST bodies", () => {
  it("refuses a body over 1 MiB with a 413, declared or not", async () => {
    const big = "username=a&password=" + "x".repeat(1024 * 1024);
    const variants: Record<string, string>[] = [{ "content-type": "application/x-www-form-urlencoded" }, { "content-type": "application/x-www-form-urlencoded", "content-length": String(big.length) }];
    for (const headers of variants) {
      const r = await post(big, headers);
      expect([r.status, await r.json()]).toEqual([413, { detail: "Request body too large." }]);
      expect(r.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("answers JSON that does not parse with a 400", async () => {
    const r = await post("{", { "content-type": "application/json" });
    expect(r.status).toBe(400);
    expect((await r.json()).detail).toMatch(/^JSON parse error - /);
  });
});
