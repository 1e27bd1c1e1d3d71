// The careers staff API (API.md §10): job posts made, changed (never over a newer change), closed — gone
// from the public API at once — and deleted only without applications; professions; applications
// listed by post and status, moved along their legal statuses only and never over a newer move or note,
// each résumé download audited; and
// none of it for a `content` staff member or a shopper.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { CAREERS_TAG } from "@/lib/careers/changes.ts";
import { deleteExpiredResumes } from "@/lib/careers/resumes.ts";
import { db } from "@/lib/db.ts";
import { tagClock } from "@/lib/page-cache/tag-clock.mjs";
import { putPrivateFile } from "@/lib/storage/private-store.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as publicJob from "../../jobalerts/[slug]/route.ts";
import * as publicJobs from "../../jobalerts/route.ts";
import * as profession from "../professions/[id]/route.ts";
import * as professions from "../professions/route.ts";
import * as download from "../resumes/[id]/download/route.ts";
import * as resume from "../resumes/[id]/route.ts";
import * as resumes from "../resumes/route.ts";
import * as one from "./[id]/route.ts";
import * as list from "./route.ts";

useTestDatabase();

const O = "http://shop.test";
const DAY = 86_400_000;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "careers-admin-"));
let careers: Awaited<ReturnType<typeof signedIn>>;
let content: Awaited<ReturnType<typeof signedIn>>;
let shopper: Awaited<ReturnType<typeof signedIn>>;
let carpenter: number;

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
async function application(data: { fullName: string; email: string; jobAlertId: number | null; createdAt?: Date }) {
  const fileKey = await putPrivateFile("resumes", "pdf", PDF);
  return db().resume.create({
    data: { ...data, phoneNumber: "+919812345678", professionId: carpenter, experienceYears: 6, fileKey, fileName: "cv.pdf", contentType: "application/pdf", fileSize: PDF.length },
  });
}

beforeAll(async () => {
  process.env.PRIVATE_DIR = path.join(dir, "private");
  process.env.RESUME_RETENTION_DAYS = "180";
  resetConfig();
  careers = await signedIn({ staffGroups: ["careers"] });
  content = await signedIn({ staffGroups: ["content"] });
  shopper = await signedIn();
  carpenter = (await db().profession.create({ data: { name: "Carpenter" } })).id;
});
afterAll(() => {
  delete process.env.PRIVATE_DIR;
  delete process.env.RESUME_RETENTION_DAYS;
  resetConfig();
  fs.rmSync(dir, { recursive: true, force: true });
});

const post = (body: unknown, headers = careers.headers) => call(list, "/api/v2/admin/jobalerts/", { method: "POST", body, headers });
const patch = (id: number, body: unknown, headers = careers.headers) => call(one, `/api/v2/admin/jobalerts/${id}/`, { method: "PATCH", params: { id: String(id) }, body, headers });
const remove = (id: number) => call(one, `/api/v2/admin/jobalerts/${id}/`, { method: "DELETE", params: { id: String(id) }, headers: careers.headers });

const JOINER = { title: "Master Joiner", department: "Workshop", location: "Jodhpur", employment_type: "full_time", experience: "5+ years", description: "Cut **dovetails** by hand." };

describe("job posts", () => {
  let id: number;
  it("makes a post with a slug from its title, open, audited, and in the public API at once", async () => {
    const r = await post({ ...JOINER, closes_at: "2099-12-31" });
    expect([r.status, r.json]).toEqual([
      201,
      {
        id: expect.any(Number),
        title: "Master Joiner",
        slug: "master-joiner",
        department: "Workshop",
        location: "Jodhpur",
        employment_type: "full_time",
        experience: "5+ years",
        description: "Cut **dovetails** by hand.",
        is_open: true,
        state: "open",
        posted_at: expect.any(String),
        closes_at: "2099-12-31T18:29:59.000Z",
        applications: 0,
        public_url: `${O}/api/v2/jobalerts/master-joiner/`,
        updated_at: expect.any(String),
      },
    ]);
    id = r.json.id;
    expect(r.headers.get("location")).toBe(`${O}/api/v2/admin/jobalerts/${id}/`);
    expect(await db().auditLogEntry.findFirstOrThrow({ where: { action: "jobalert.create" } })).toMatchObject({ actorId: careers.user.id, entityType: "JobAlert", entityId: String(id) });
    expect((await call(publicJob, "/api/v2/jobalerts/master-joiner/", { params: { slug: "master-joiner" } })).status).toBe(200);
  });

  it("refuses a blank field or a taken slug beside the field", async () => {
    expect(await post({ ...JOINER, title: " " }).then((r) => [r.status, r.json])).toEqual([400, { title: ["This field may not be blank."] }]);
    expect(await post({ ...JOINER, slug: "master-joiner" }).then((r) => [r.status, r.json])).toEqual([400, { slug: ["A job post with this slug already exists."] }]);
    expect(await post({ ...JOINER, slug: "Not A Slug" }).then((r) => [r.status, r.json])).toEqual([400, { slug: ["Use lower-case letters, digits and single hyphens."] }]);
  });

  it("closes a post: gone from the public list and page at once, listed as closed for staff, audited as a close", async () => {
    const before = (await call(one, `/api/v2/admin/jobalerts/${id}/`, { params: { id: String(id) }, headers: careers.headers })).json;
    const renderedAt = tagClock.now();
    const r = await patch(id, { is_open: false, updated_at: before.updated_at });
    // The careers pages rendered before the close are out of date once it has committed.
    expect(tagClock.isOutOfDate([CAREERS_TAG], renderedAt)).toBe(true);
    expect([r.status, r.json.state, r.json.is_open, r.json.public_url]).toEqual([200, "closed", false, null]);
    expect((await call(publicJob, "/api/v2/jobalerts/master-joiner/", { params: { slug: "master-joiner" } })).json).toEqual({ detail: "Not found." });
    expect((await call(publicJobs, "/api/v2/jobalerts/")).json.results.map((j: { slug: string }) => j.slug)).not.toContain("master-joiner");
    expect(await db().auditLogEntry.findFirstOrThrow({ where: { action: "jobalert.close" } })).toMatchObject({ entityId: String(id), changes: { is_open: [true, false] } });
    const closed = await call(list, "/api/v2/admin/jobalerts/?state=closed", { headers: careers.headers });
    expect(closed.json.results.map((j: { id: number }) => j.id)).toEqual([id]);
    const open = await call(list, "/api/v2/admin/jobalerts/?state=open&q=joiner", { headers: careers.headers });
    expect(open.json).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it("refuses a change over a newer one with 409 edit_conflict", async () => {
    const r = await patch(id, { title: "Joiner", updated_at: "2020-01-01T00:00:00.000Z" });
    expect(r.status).toBe(409);
    expect(r.json).toEqual({ detail: expect.stringMatching(/^Changed by .+ at \d\d:\d\d — review and save again\.$/), code: "edit_conflict" });
  });

  it("deletes a post without applications; one with applications is 409", async () => {
    const other = (await post({ ...JOINER, title: "Polisher" })).json.id;
    await application({ fullName: "Arjun Mehta", email: "arjun@example.in", jobAlertId: other });
    expect(await remove(other).then((r) => [r.status, r.json])).toEqual([409, { detail: "This job post has 1 application: close it instead of deleting it.", code: "job_post_has_applications" }]);
    const lonely = (await post({ ...JOINER, title: "Draughtsman" })).json.id;
    expect((await remove(lonely)).status).toBe(204);
    expect(await db().jobAlert.findUnique({ where: { id: lonely } })).toBeNull();
    expect(await db().auditLogEntry.count({ where: { action: "jobalert.delete", entityId: String(lonely) } })).toBe(1);
    expect((await remove(lonely)).status).toBe(404);
    const withApps = await call(list, `/api/v2/admin/jobalerts/?profession=${carpenter}`, { headers: careers.headers });
    expect(withApps.json.results.map((j: { id: number; applications: number }) => [j.id, j.applications])).toEqual([[other, 1]]);
  });

  it("answers a bad id or page with 404, never 500", async () => {
    expect((await call(one, "/api/v2/admin/jobalerts/abc/", { params: { id: "abc" }, headers: careers.headers })).status).toBe(404);
    expect((await patch(99999999999, { title: "x" })).status).toBe(404);
    expect((await call(list, "/api/v2/admin/jobalerts/?page=999", { headers: careers.headers })).status).toBe(404);
  });
});

describe("professions", () => {
  it("adds, renames and deletes only while unused, audited", async () => {
    const add = await call(professions, "/api/v2/admin/professions/", { method: "POST", body: { name: "Upholsterer" }, headers: careers.headers });
    expect([add.status, add.json]).toEqual([201, { id: expect.any(Number), name: "Upholsterer", applications: 0 }]);
    const dup = await call(professions, "/api/v2/admin/professions/", { method: "POST", body: { name: "carpenter" }, headers: careers.headers });
    expect([dup.status, dup.json]).toEqual([400, { name: ["A profession with this name already exists."] }]);
    const id = String(add.json.id);
    const renamed = await call(profession, `/api/v2/admin/professions/${id}/`, { method: "PATCH", params: { id }, body: { name: "Upholstery maker" }, headers: careers.headers });
    expect([renamed.status, renamed.json]).toEqual([200, { id: add.json.id, name: "Upholstery maker", applications: 0 }]);
    const used = await call(profession, `/api/v2/admin/professions/${carpenter}/`, { method: "DELETE", params: { id: String(carpenter) }, headers: careers.headers });
    expect([used.status, used.json]).toEqual([409, { detail: "1 application names this profession: it cannot be deleted.", code: "profession_in_use" }]);
    expect((await call(profession, `/api/v2/admin/professions/${id}/`, { method: "DELETE", params: { id }, headers: careers.headers })).status).toBe(204);
    expect(await db().auditLogEntry.findMany({ where: { entityType: "Profession", entityId: id }, orderBy: { id: "asc" }, select: { action: true } })).toEqual([
      { action: "profession.create" },
      { action: "profession.update" },
      { action: "profession.delete" },
    ]);
    const found = await call(professions, "/api/v2/admin/professions/?q=carp", { headers: careers.headers });
    expect(found.json).toEqual({ count: 1, next: null, previous: null, results: [{ id: carpenter, name: "Carpenter", applications: 1 }] });
  });
});

describe("applications", () => {
  let id: number;
  let job: number;
  beforeAll(async () => {
    job = (await db().jobAlert.create({ data: { title: "Carver", slug: "carver", department: "Workshop", location: "Jodhpur", experience: "2 years", description: "Carve." } })).id;
    id = (await application({ fullName: "Meera Iyer", email: "meera@example.in", jobAlertId: job, createdAt: new Date("2026-11-01T10:00:00Z") })).id;
    await application({ fullName: "Ravi Kumar", email: "ravi@example.in", jobAlertId: null, createdAt: new Date(Date.now() - DAY) });
  });
  const change = (body: unknown, headers = careers.headers) => call(resume, `/api/v2/admin/resumes/${id}/`, { method: "PATCH", params: { id: String(id) }, body, headers });

  it("lists applications by post, status and name or e-mail, with the download link and the erase day", async () => {
    const r = await call(resumes, `/api/v2/admin/resumes/?job_alert=${job}&status=received&q=MEERA`, { headers: careers.headers });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id,
          full_name: "Meera Iyer",
          email: "meera@example.in",
          phone_number: "+919812345678",
          profession: { id: carpenter, name: "Carpenter" },
          job_alert: { id: job, title: "Carver" },
          experience_years: 6,
          cover_letter: "",
          file_name: "cv.pdf",
          content_type: "application/pdf",
          file_size: PDF.length,
          status: "received",
          next_statuses: ["shortlisted", "rejected"],
          download_url: `${O}/api/v2/admin/resumes/${id}/download/`,
          created_at: "2026-11-01T10:00:00.000Z",
          erase_on: "2027-04-30T10:00:00.000Z",
          updated_at: expect.any(String),
        },
      ],
    });
    expect((await call(resumes, "/api/v2/admin/resumes/?q=ravi@", { headers: careers.headers })).json.count).toBe(1);
    expect((await call(resumes, "/api/v2/admin/resumes/?status=bogus", { headers: careers.headers })).status).toBe(400);
  });

  it("moves an application along its legal statuses with notes, audited; an illegal move is 409", async () => {
    const r = await change({ status: "shortlisted", note: "Strong carving portfolio." });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ status: "shortlisted", next_statuses: ["interviewed", "rejected"] });
    expect(r.json.timeline).toEqual([{ at: expect.any(String), by: expect.any(String), from_status: "received", to_status: "shortlisted", note: "Strong carving portfolio." }]);
    expect(await change({ status: "hired" }).then((x) => [x.status, x.json])).toEqual([409, { detail: "Cannot move an application from shortlisted to hired.", code: "illegal_status_move" }]);
    expect((await change({ note: "Called: free next week." })).json.timeline).toHaveLength(2);
    expect((await change({ status: "interviewed" })).json.status).toBe("interviewed");
    expect((await change({ status: "hired" })).json).toMatchObject({ status: "hired", next_statuses: [] });
    expect(await change({ status: "rejected" }).then((x) => [x.status, x.json])).toEqual([409, { detail: "Cannot move an application from hired to rejected.", code: "illegal_status_move" }]);
    expect(await change({}).then((x) => [x.status, x.json])).toEqual([400, { non_field_errors: ["Send a status, a note or both."] }]);
    expect(await change({ status: "received" }).then((x) => x.status)).toBe(400);
    const audit = await db().auditLogEntry.findMany({ where: { entityType: "Resume", entityId: String(id) }, orderBy: { id: "asc" }, select: { action: true, changes: true } });
    expect(audit.map((a) => a.action)).toEqual(["resume.status", "resume.note", "resume.status", "resume.status"]);
    expect(audit[0].changes).toMatchObject({ status: ["received", "shortlisted"] });
  });

  it("refuses a move or note over a newer one (409 edit_conflict) naming who made it, not who downloaded since", async () => {
    const other = await application({ fullName: "Kiran Rao", email: "kiran@example.in", jobAlertId: job });
    const patch = (body: unknown, headers = careers.headers) => call(resume, `/api/v2/admin/resumes/${other.id}/`, { method: "PATCH", params: { id: String(other.id) }, body, headers });
    const read = (await call(resume, `/api/v2/admin/resumes/${other.id}/`, { params: { id: String(other.id) }, headers: careers.headers })).json.updated_at;
    expect(read).toBe(other.updatedAt.toISOString());
    await db().user.update({ where: { id: careers.user.id }, data: { firstName: "Asha", lastName: "Menon" } });
    const moved = await patch({ status: "shortlisted", updated_at: read });
    expect([moved.status, Date.parse(moved.json.updated_at) > Date.parse(read)]).toEqual([200, true]);
    // Another careers member downloads the résumé afterwards: reading is not a change.
    const reader = await signedIn({ staffGroups: ["careers"] });
    expect((await call(download, `/api/v2/admin/resumes/${other.id}/download/`, { params: { id: String(other.id) }, headers: reader.headers })).status).toBe(200);
    const stale = await patch({ status: "rejected", note: "Too junior.", updated_at: read }, reader.headers);
    expect([stale.status, stale.json]).toEqual([409, { detail: expect.stringMatching(/^Changed by Asha at \d\d:\d\d — review and save again\.$/), code: "edit_conflict" }]);
    // A note alone is a change too: a note sent over it is refused; without updated_at it goes ahead.
    const noted = await patch({ note: "Portfolio link sent.", updated_at: moved.json.updated_at });
    expect(noted.status).toBe(200);
    expect((await patch({ note: "Second look.", updated_at: moved.json.updated_at }, reader.headers)).status).toBe(409);
    expect((await patch({ note: "Second look." }, reader.headers)).status).toBe(200);
    const row = await db().resume.findUniqueOrThrow({ where: { id: other.id } });
    expect(row.status).toBe("shortlisted");
    expect(await db().resumeNote.count({ where: { resumeId: other.id } })).toBe(3);
    expect(await patch({ status: "interviewed", updated_at: "not a time" }).then((x) => [x.status, x.json.code])).toEqual([409, "edit_conflict"]);
  });

  it("audits every résumé download", async () => {
    const got = await call(download, `/api/v2/admin/resumes/${id}/download/`, { params: { id: String(id) }, headers: careers.headers });
    expect(got.status).toBe(200);
    expect(got.headers.get("content-disposition")).toContain("attachment");
    const entry = await db().auditLogEntry.findFirstOrThrow({ where: { action: "resume.download", entityId: String(id) } });
    expect(entry).toMatchObject({ actorId: careers.user.id, entityType: "Resume", ip: expect.any(String), changes: null, before: null, after: null });
  });

  it("erases an application past RESUME_RETENTION_DAYS with its notes, on the day the list said", async () => {
    const old = await application({ fullName: "Old Applicant", email: "old@example.in", jobAlertId: null, createdAt: new Date(Date.now() - 181 * DAY) });
    await call(resume, `/api/v2/admin/resumes/${old.id}/`, { method: "PATCH", params: { id: String(old.id) }, body: { status: "rejected", note: "Not this time." }, headers: careers.headers });
    const listed = (await call(resumes, "/api/v2/admin/resumes/?q=old@", { headers: careers.headers })).json.results[0];
    expect(Date.parse(listed.erase_on)).toBeLessThan(Date.now());
    expect(await deleteExpiredResumes()).toBe(1);
    expect(await db().resume.findUnique({ where: { id: old.id } })).toBeNull();
    expect(await db().resumeNote.count({ where: { resumeId: old.id } })).toBe(0);
  });

  it("answers GET with the timeline and 404 for a missing one", async () => {
    const r = await call(resume, `/api/v2/admin/resumes/${id}/`, { params: { id: String(id) }, headers: careers.headers });
    expect([r.status, r.json.status, r.json.timeline.length]).toEqual([200, "hired", 4]);
    expect((await call(resume, "/api/v2/admin/resumes/0/", { params: { id: "0" }, headers: careers.headers })).status).toBe(404);
  });
});

describe("who may use it", () => {
  const FORBIDDEN = { detail: "You do not have permission to perform this action." };
  it.each([
    ["a content staff member", () => content.headers],
    ["a shopper", () => shopper.headers],
  ])("refuses %s every careers endpoint", async (_who, headers) => {
    const h = headers();
    const answers = await Promise.all([
      call(list, "/api/v2/admin/jobalerts/", { headers: h }),
      call(list, "/api/v2/admin/jobalerts/", { method: "POST", body: JOINER, headers: h }),
      call(one, "/api/v2/admin/jobalerts/1/", { method: "PATCH", params: { id: "1" }, body: { is_open: false }, headers: h }),
      call(professions, "/api/v2/admin/professions/", { headers: h }),
      call(resumes, "/api/v2/admin/resumes/", { headers: h }),
      call(resume, "/api/v2/admin/resumes/1/", { method: "PATCH", params: { id: "1" }, body: { status: "rejected" }, headers: h }),
      call(download, "/api/v2/admin/resumes/1/download/", { params: { id: "1" }, headers: h }),
    ]);
    expect(answers.map((a) => [a.status, a.json])).toEqual(answers.map(() => [403, FORBIDDEN]));
  });
  it("asks an anonymous caller to sign in", async () => {
    const r = await call(resumes, "/api/v2/admin/resumes/");
    expect([r.status, r.json]).toEqual([403, { detail: "Authentication credentials were not provided." }]);
  });
});
