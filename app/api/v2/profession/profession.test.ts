// GET /api/v2/profession/ before any profession exists (spec/API.md §8, Envelope A's empty form): a shop
// without professions answers an empty page, not a 404 for "invalid page" nor a 500.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as professions from "./route.ts";

useTestDatabase();

describe("GET /api/v2/profession/ with no professions", () => {
  it("answers the empty Envelope A", async () => {
    expect(await db().profession.count()).toBe(0);
    const r = await call(professions, "/api/v2/profession/");
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ count: 0, next: null, previous: null, results: [] });
  });
});
