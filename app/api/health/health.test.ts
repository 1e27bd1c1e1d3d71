import { afterEach, describe, expect, it } from "vitest";
import { startDraining } from "@/lib/http/draining.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as health from "./route.ts";

useTestDatabase();

const DRAINING = Symbol.for("storefront.draining");
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[DRAINING];
});

describe("GET /api/health/", () => {
  it("is healthy while the server serves and its database answers", async () => {
    const r = await call(health, "/api/health/");
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ status: "ok", database: "ok" });
  });

  it("tells a load balancer to go elsewhere once the server is stopping", async () => {
    startDraining();
    const r = await call(health, "/api/health/");
    expect(r.status).toBe(503);
    expect(r.headers.get("retry-after")).toBe("5");
    expect(r.json).toEqual({ status: "draining", database: "ok" });
  });
});
