// Pages resolve the caller from Next's request-scoped cookies() and headers(); here those two
// functions are stood in for (they only exist inside a Next request).
import { describe, expect, it, vi } from "vitest";
import { transaction } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { createSession, sessionCookie } from "./sessions.ts";

const jar = new Map<string, string>();
const headerMap = new Map<string, string>([["host", "shop.test"]]);
vi.mock("next/server", () => ({ connection: async () => undefined }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined) }),
  headers: async () => ({ get: (name: string) => headerMap.get(name.toLowerCase()) ?? null }),
}));

const { getPageCaller } = await import("./page-caller.ts");

useTestDatabase();

describe("getPageCaller", () => {
  it("is the signed-in user of the session cookie, and anonymous without one", async () => {
    expect((await getPageCaller()).user).toBeNull();
    const user = await createUser();
    const session = await transaction((tx) => createSession(tx, user.id));
    const c = await sessionCookie(session.sid, user.id, false);
    jar.set(c.name, c.value);
    const caller = await getPageCaller();
    expect(caller.user?.id).toBe(user.id);
    expect(caller.via).toBe("cookie");
    jar.set(c.name, "forged");
    expect((await getPageCaller()).user).toBeNull();
  });
});
