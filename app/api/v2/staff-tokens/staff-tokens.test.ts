// Integration tokens a staff member makes for themselves: a subset of their own groups, the key once,
// listed without keys, revoked; the token acts with only its groups; a scoped token cannot make or
// revoke tokens; nobody revokes anyone else's.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as stockList from "../admin/stockrecords/route.ts";
import * as vouchers from "../admin/vouchers/route.ts";
import * as one from "./[id]/route.ts";
import * as list from "./route.ts";

useTestDatabase();
let staff: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  staff = await signedIn({ staffGroups: ["orders", "marketing"] });
});

const create = (body: unknown, headers = staff.headers) => call(list, "/api/v2/staff-tokens/", { method: "POST", body, headers });
const revoke = (id: number, headers = staff.headers) => call(one, `/api/v2/staff-tokens/${id}/`, { method: "DELETE", params: { id: String(id) }, headers });
const asToken = (key: string) => ({ Authorization: `Token ${key}` });

describe("/api/v2/staff-tokens/", () => {
  it("makes a token with a subset of the caller's groups, shows its key once, and it acts with only those", async () => {
    const r = await create({ name: "ERP stock sync", staff_groups: ["orders"] });
    expect([r.status, r.json]).toEqual([
      201,
      { id: expect.any(Number), name: "ERP stock sync", staff_groups: ["orders"], created_at: expect.any(String), last_used_at: expect.any(String), expires_at: expect.any(String), key: expect.stringMatching(/^\S{40,}$/) },
    ]);
    const listed = await call(list, "/api/v2/staff-tokens/", { headers: staff.headers });
    expect(listed.json).toEqual([{ id: r.json.id, name: "ERP stock sync", staff_groups: ["orders"], created_at: r.json.created_at, last_used_at: r.json.last_used_at, expires_at: r.json.expires_at }]);
    expect((await call(stockList, "/api/v2/admin/stockrecords/", { headers: asToken(r.json.key) })).status).toBe(200);
    expect((await call(vouchers, "/api/v2/admin/vouchers/", { headers: asToken(r.json.key) })).status).toBe(403);
    const audit = await db().auditLogEntry.findFirstOrThrow({ where: { action: "token.create" } });
    expect([audit.actorId, audit.after]).toEqual([staff.user.id, { name: "ERP stock sync", staff_groups: ["orders"] }]);
  });

  it("refuses groups the caller does not hold, and bad input", async () => {
    expect((await create({ name: "Too much", staff_groups: ["orders", "catalogue"] })).json).toEqual({ staff_groups: ['You do not hold the group "catalogue".'] });
    expect((await create({ name: "", staff_groups: [] })).json).toEqual({ name: ["This field may not be blank."], staff_groups: ["This list may not be empty."] });
    expect((await create({ name: "x", staff_groups: ["owner"] })).status).toBe(400);
  });

  it("a scoped token can neither make nor revoke tokens", async () => {
    const made = (await create({ name: "Courier", staff_groups: ["orders"] })).json;
    const r = await create({ name: "Wider", staff_groups: ["orders", "marketing"] }, asToken(made.key));
    expect([r.status, r.json]).toEqual([403, { detail: "An integration token cannot make or revoke tokens." }]);
    expect((await revoke(made.id, asToken(made.key))).status).toBe(403);
    expect(await db().apiToken.count({ where: { name: "Wider" } })).toBe(0);
  });

  it("revokes the caller's own token at once; another's is not found; shoppers are refused", async () => {
    const made = (await create({ name: "Old ERP", staff_groups: ["marketing"] })).json;
    const other = await signedIn({ staffGroups: ["marketing"] });
    expect((await revoke(made.id, other.headers)).status).toBe(404);
    expect((await revoke(made.id)).status).toBe(204);
    expect((await call(vouchers, "/api/v2/admin/vouchers/", { headers: asToken(made.key) })).status).toBe(401);
    expect((await revoke(made.id)).status).toBe(404);
    expect((await call(list, "/api/v2/staff-tokens/", { headers: staff.headers })).json.map((t: { name: string }) => t.name)).not.toContain("Old ERP");
    const shopper = await signedIn();
    expect((await create({ name: "Me", staff_groups: ["orders"] }, shopper.headers)).status).toBe(403);
  });
});
