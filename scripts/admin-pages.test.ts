// Every staff page, found from the file system, on a production server: anonymous visitors are sent to
// sign in, shoppers get 403, staff holding every group but the page's section's get 403, and staff with
// that group (or the owner, for the owner's pages) get the page. A page whose section is not in
// lib/admin/sections.ts fails here, so a new staff page cannot be forgotten (decision 0105).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_SECTIONS, sectionOf } from "@/lib/admin/sections.ts";
import { hashPassword } from "@/lib/auth/password.ts";
import { STAFF_GROUPS, type StaffAccess, type StaffGroup } from "@/lib/auth/staff-groups.ts";
import type { Db } from "@/lib/db.ts";
import { pageFiles, routeOf } from "@/lib/page-cache/personal-pages.ts";
import { browserSignIn } from "@/scripts/lib/browser-sign-in.ts";
import { startTestServer, type TestServer } from "@/scripts/lib/server-process.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const PASSWORD = "a long staff password";
const SECRET = randomBytes(32).toString("base64url");

/** The staff pages, as paths a browser asks for (a dynamic segment filled with "1"). */
const ADMIN_PAGES = pageFiles(ROOT)
  .filter((f) => f.startsWith("app/admin/"))
  .map((f) => ({ file: f, path: `${routeOf(f).replace(/\[[^\]]+\]/g, "1")}/`.replace(/\/+$/, "/") }));

const without = (access: StaffAccess): StaffGroup[] => (Array.isArray(access) ? STAFF_GROUPS.filter((g) => !access.includes(g)) : [...STAFF_GROUPS]);
const within = (access: StaffAccess): StaffGroup[] => (Array.isArray(access) ? [access[0]] : []);

/** The staff route handlers outside the API (a PDF, a CSV): each checks its section's group as its page does. */
function routeFiles(dir = "app/admin", out: string[] = []): string[] {
  for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, e.name);
    if (e.isDirectory()) routeFiles(rel, out);
    else if (e.name === "route.ts") out.push(rel);
  }
  return out.sort();
}
const ADMIN_ROUTES = routeFiles().map((f) => {
  const dir = path.posix.dirname(f).slice(3).replace(/\[[^\]]+\]/g, "1");
  // A file's name ("export.csv") is asked for as it is; other routes end with "/" like every page.
  return { file: f, path: /\.[a-z]+$/.test(dir) ? dir : `${dir}/` };
});

let server: TestServer;
const cookies = new Map<string, string>();
const people: { key: string; staff: boolean; superuser?: boolean; groups: StaffGroup[] }[] = [
  { key: "shopper", staff: false, groups: [] },
  { key: "owner", staff: true, superuser: true, groups: [] },
  ...STAFF_GROUPS.map((g) => ({ key: `only-${g}`, staff: true, groups: [g] })),
  ...STAFF_GROUPS.map((g) => ({ key: `all-but-${g}`, staff: true, groups: STAFF_GROUPS.filter((x) => x !== g) })),
  { key: "no-group", staff: true, groups: [] },
  // Staff holding every group but those of a section that several groups open (stock: catalogue or orders).
  ...ADMIN_SECTIONS.filter((s) => Array.isArray(s.access) && s.access.length > 1).map((s) => ({
    key: `outside-${s.href.split("/")[2]}`,
    staff: true,
    groups: without(s.access),
  })),
];

async function prepare(prisma: Db): Promise<void> {
  const passwordHash = await hashPassword(PASSWORD);
  for (const p of people) {
    await prisma.user.create({
      data: { email: `${p.key}@example.in`, passwordHash, emailVerified: true, isStaff: p.staff, isSuperuser: !!p.superuser, staffGroups: p.groups },
    });
  }
}

function personFor(groups: StaffGroup[] | "owner" | "no-group"): string {
  if (groups === "owner") return "owner";
  if (groups === "no-group" || groups.length === 0) return "no-group";
  if (groups.length === 1) return `only-${groups[0]}`;
  const missing = STAFF_GROUPS.filter((g) => !groups.includes(g));
  if (missing.length === 1) return `all-but-${missing[0]}`;
  const exact = people.find((p) => p.staff && !p.superuser && p.groups.length === groups.length && groups.every((g) => p.groups.includes(g)));
  if (exact) return exact.key;
  throw new Error(`no test person holds exactly ${groups.join(", ")}`);
}

async function open(pagePath: string, who?: string): Promise<{ status: number; location: string | null; body: string }> {
  const r = await fetch(server.origin + pagePath, { redirect: "manual", headers: who ? { cookie: cookies.get(who)! } : {} });
  return { status: r.status, location: r.headers.get("location"), body: await r.text() };
}

beforeAll(async () => {
  server = await startTestServer({ env: { NEXTAUTH_SECRET: SECRET }, prepare });
  for (const p of people) cookies.set(p.key, await browserSignIn(server.origin, `${p.key}@example.in`, PASSWORD));
}, 900_000);

afterAll(async () => {
  await server?.stop();
});

describe("every staff page", () => {
  it("is found, and each lies in a section of lib/admin/sections.ts", () => {
    expect(ADMIN_PAGES.length).toBeGreaterThanOrEqual(3);
    for (const page of ADMIN_PAGES) {
      const section = sectionOf(page.path);
      const exact = ADMIN_SECTIONS.some((s) => page.path.startsWith(s.href) && (s.href !== "/admin/" || page.path === "/admin/"));
      expect([page.file, exact]).toEqual([page.file, true]);
      expect(section).toBeDefined();
    }
    for (const s of ADMIN_SECTIONS) expect([s.href, ADMIN_PAGES.some((p) => p.path === s.href)]).toEqual([s.href, true]);
  });

  it("sends anonymous visitors to sign in and back", async () => {
    for (const page of ADMIN_PAGES) {
      const r = await open(page.path);
      expect([page.path, r.status, r.location]).toEqual([page.path, 307, `/account/login/?next=${encodeURIComponent(page.path)}`]);
    }
  });

  it("refuses shoppers and staff without the section's group, and opens for staff with it", async () => {
    for (const page of ADMIN_PAGES) {
      const access = sectionOf(page.path).access;
      const shopper = await open(page.path, "shopper");
      expect([page.path, "shopper", shopper.status]).toEqual([page.path, "shopper", 403]);
      if (access !== "any-staff") {
        const outsider = await open(page.path, access === "superuser" ? "no-group" : personFor(without(access)));
        expect([page.path, "without the group", outsider.status]).toEqual([page.path, "without the group", 403]);
        if (access === "superuser") {
          for (const g of STAFF_GROUPS) expect([page.path, g, (await open(page.path, `only-${g}`)).status]).toEqual([page.path, g, 403]);
        }
      }
      const member = await open(page.path, access === "superuser" ? "owner" : access === "any-staff" ? "no-group" : personFor(within(access)));
      // A page of one object ("1") may not find it: 404 is past the check, as 200 is.
      expect([page.path, "with the group", [200, 404].includes(member.status)]).toEqual([page.path, "with the group", true]);
    }
  });

  it("has its files (CSV, PDF) refused to anonymous callers, shoppers and staff without the group", async () => {
    expect(ADMIN_ROUTES.length).toBeGreaterThanOrEqual(2);
    for (const route of ADMIN_ROUTES) {
      const access = sectionOf(route.path).access;
      const anonymous = await open(route.path);
      expect([route.path, [303, 307, 401, 403].includes(anonymous.status)]).toEqual([route.path, true]);
      expect([route.path, (await open(route.path, "shopper")).status]).toEqual([route.path, 403]);
      if (Array.isArray(access)) {
        expect([route.path, (await open(route.path, personFor(without(access)))).status]).toEqual([route.path, 403]);
        const member = await open(route.path, personFor(within(access)));
        expect([route.path, [200, 404].includes(member.status)]).toEqual([route.path, true]);
      }
    }
  });

  it("lists in the navigation only the sections the staff member may open", async () => {
    const nav = (html: string) => [...html.matchAll(/<nav aria-label="Staff pages"[\s\S]*?<\/nav>/g)][0]?.[0] ?? "";
    const owner = nav((await open("/admin/", "owner")).body);
    for (const s of ADMIN_SECTIONS.filter((x) => x.href !== "/admin/search/")) expect(owner).toContain(`href="${s.href}"`);
    const none = nav((await open("/admin/", "no-group")).body);
    expect(none).toContain('href="/admin/"');
    expect(none).not.toContain('href="/admin/audit-log/"');
  });
});
