// Every staff endpoint and every staff Server Action checks its permission group on the server
// (decision 0105): found from the file system, so a new one is checked the day it is added. Each refuses
// anonymous callers, shoppers, and staff holding every group but its own; staff with its group (or the
// owner) get past the check. Staff pages are proved the same way on a real server (scripts/admin-pages.test.ts).
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/auth/caller.ts";
import { staffAccessOf } from "@/lib/auth/permissions.ts";
import { STAFF_GROUPS, type StaffAccess, type StaffGroup } from "@/lib/auth/staff-groups.ts";
import { issueToken } from "@/lib/auth/tokens.ts";
import { transaction } from "@/lib/db.ts";
import { registeredEndpoints } from "@/lib/http/registry.ts";
import { apiRoutes, pathShape, type ApiRoute } from "@/lib/testing/api-routes.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";

useTestDatabase();

let pageCaller: Caller = { user: null, via: "anonymous", sentCookies: false, ip: "198.51.100.1" };
vi.mock("@/lib/auth/page-caller.ts", () => ({ getPageCaller: async () => pageCaller }));

const ROOT = path.resolve(import.meta.dirname, "../..");
/** The staff actions there are at least (raise it as forms are added: the walk must keep finding them). */
const MIN_STAFF_ACTIONS = 76;

/** Groups that do not open `access`: all the others (for "superuser" and "any-staff", see below). */
function groupsWithout(access: StaffAccess): StaffGroup[] {
  if (access === "any-staff" || access === "superuser") return [...STAFF_GROUPS];
  return STAFF_GROUPS.filter((g) => !access.includes(g));
}

const tokenFor = async (opts: Parameters<typeof createUser>[0], scope?: StaffGroup[]) => {
  const user = await createUser(opts);
  const token = await transaction((tx) => issueToken(tx, user.id, {}, scope ? { name: "ERP", staffGroups: scope } : undefined));
  return { Authorization: `Token ${token.key}` };
};

describe("the staff API", () => {
  let routes: Map<string, ApiRoute>;

  beforeAll(async () => {
    routes = await apiRoutes();
  });

  it("has every /api/v2/admin/ method behind a permission group, never only 'staff'", async () => {
    const admin = registeredEndpoints().filter((s) => s.path.startsWith("/api/v2/admin/"));
    expect(admin.length).toBeGreaterThanOrEqual(5);
    for (const spec of admin) {
      for (const [method, m] of Object.entries(spec.methods)) {
        const access = staffAccessOf(m?.permission);
        expect(access && access !== "any-staff" ? "group" : `${method} ${spec.path}: ${JSON.stringify(m?.permission)}`).toBe("group");
      }
    }
  });

  it("refuses anonymous callers, shoppers, staff without the group and scoped tokens without it", async () => {
    const checked: string[] = [];
    for (const spec of registeredEndpoints()) {
      const route = routes.get(pathShape(spec.path));
      if (!route) continue;
      for (const [method, m] of Object.entries(spec.methods)) {
        const access = staffAccessOf(m?.permission);
        if (!access) continue;
        const params = Object.fromEntries(route.params.map((p) => [p.name, p.catchAll ? ["1"] : "1"]));
        const url = spec.path.replace(/\{[^}]+\}/g, "1");
        const body = method === "GET" || method === "HEAD" || method === "DELETE" ? undefined : {};
        const as = (headers: Record<string, string>) => call(route.module, url, { method, headers, params, body });
        const label = `${method} ${spec.path}`;
        // A fresh shopper per method: POST /api/v2/admin/users/1/revoke-sessions/ signs user 1 out everywhere.
        const shopper = await tokenFor({});
        const anonymous = await as({});
        expect([label, anonymous.status, anonymous.json]).toEqual([label, 403, { detail: "Authentication credentials were not provided." }]);
        expect([label, (await as(shopper)).status]).toEqual([label, 403]);
        const outsider = await tokenFor({ staffGroups: groupsWithout(access) });
        if (access !== "any-staff") expect([label, "staff without the group", (await as(outsider)).status]).toEqual([label, "staff without the group", 403]);
        if (access !== "any-staff" && access !== "superuser") {
          // The owner's integration token given every other group acts without this one.
          const scoped = await tokenFor({ isStaff: true }, groupsWithout(access));
          expect([label, "scoped token", (await as(scoped)).status]).toEqual([label, "scoped token", 403]);
          const member = await tokenFor({ staffGroups: [access[0]] });
          expect([label, "staff with the group", (await as(member)).status]).not.toEqual([label, "staff with the group", 403]);
        }
        const owner = await tokenFor({ isStaff: true });
        const ownerStatus = (await as(owner)).status;
        expect([label, "owner", ownerStatus === 401 || ownerStatus === 403]).toEqual([label, "owner", false]);
        checked.push(label);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(8);
  });
});

/** Files marked "use server" under the staff pages' folders. */
function staffActionFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, e.name);
      if (e.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(e.name) && !e.name.includes(".test.") && /^\s*(\/\/[^\n]*\n\s*)*["']use server["']/.test(fs.readFileSync(path.join(ROOT, rel), "utf8"))) out.push(rel);
    }
  };
  for (const dir of ["app/admin", "components/admin", "lib/admin"]) if (fs.existsSync(path.join(ROOT, dir))) walk(dir);
  return out.sort();
}

describe("the staff Server Actions", () => {
  const refusal = async (act: () => Promise<unknown>) => {
    try {
      await act();
      return "done";
    } catch (e) {
      const digest = (e as { digest?: string }).digest ?? "";
      if (digest.startsWith("NEXT_REDIRECT") && digest.includes("/account/login/")) return "sign in";
      if (digest === "NEXT_HTTP_ERROR_FALLBACK;403") return "403";
      return `threw ${String(e)}`;
    }
  };

  it("are each made with staffAction(), which names its group", async () => {
    process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "1";
    for (const file of staffActionFiles()) {
      const mod = (await import(path.join(ROOT, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(mod)) {
        expect([file, name, typeof value === "function" && "staffAccess" in value]).toEqual([file, name, true]);
      }
    }
  });

  it("refuse anonymous callers, shoppers and staff without the group before reading the form", async () => {
    process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "1";
    const shopper = await createUser({});
    const asCaller = (user: Awaited<ReturnType<typeof createUser>> | null): Caller => ({
      user: user
        ? { ...user, isSuperuser: user.isSuperuser, staffGroups: user.isSuperuser ? [...STAFF_GROUPS] : user.staffGroups }
        : null,
      via: user ? "cookie" : "anonymous",
      sentCookies: !!user,
      ip: "198.51.100.2",
    });
    let count = 0;
    for (const file of staffActionFiles()) {
      const mod = (await import(path.join(ROOT, file))) as Record<string, (...args: unknown[]) => Promise<unknown>>;
      for (const [name, action] of Object.entries(mod)) {
        const access = (action as unknown as { staffAccess: StaffAccess }).staffAccess;
        const form = new FormData();
        form.set("id", "1");
        const label = `${file} ${name}`;
        pageCaller = asCaller(null);
        expect([label, await refusal(() => action({}, form))]).toEqual([label, "sign in"]);
        pageCaller = asCaller(shopper);
        expect([label, await refusal(() => action({}, form))]).toEqual([label, "403"]);
        if (access !== "any-staff") {
          pageCaller = asCaller(await createUser({ staffGroups: groupsWithout(access) }));
          expect([label, await refusal(() => action({}, form))]).toEqual([label, "403"]);
        }
        count += 1;
      }
    }
    pageCaller = asCaller(null);
    expect(count).toBeGreaterThanOrEqual(MIN_STAFF_ACTIONS);
  });
});
