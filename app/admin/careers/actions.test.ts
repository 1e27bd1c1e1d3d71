// The careers Server Actions: a job post made from the form (slug from the title) and closed — gone from
// the public API at once; a save over a newer version refused with who made it; a post with applications
// cannot be deleted; professions added, renamed, refused when taken; an application moved along its legal
// statuses with a note (an illegal move refused, nothing changed); the candidate mailed through the
// outbox; and none of it for a `content` staff member.
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as publicJob from "@/app/api/v2/jobalerts/[slug]/route.ts";
import type { Caller } from "@/lib/auth/caller.ts";
import { db } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { mailCandidate, moveApplication, removeJobPost, removeProfession, saveJobPost, saveProfession, setJobPostOpen } from "./actions.ts";

useTestDatabase();

let pageCaller: Caller = { user: null, via: "anonymous", sentCookies: false, ip: "198.51.100.1" };
vi.mock("@/lib/auth/page-caller.ts", () => ({ getPageCaller: async () => pageCaller }));
vi.mock("next/cache", async (original) => ({ ...(await original<object>()), refresh: () => {} }));

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}
const outcome = (sent: Promise<unknown>) => sent.then((state) => ({ state }), (e: unknown) => {
  const digest = String((e as { digest?: string }).digest);
  return digest.startsWith("NEXT_REDIRECT") ? { redirect: digest.split(";")[2] } : { refused: digest };
});
const as = (user: { id: number }, groups: string[]) => {
  pageCaller = { user: { ...user, staffGroups: groups } as never, via: "cookie", sentCookies: true, ip: "198.51.100.1" };
};

let asha: { id: number };
let ravi: { id: number };
let carpenter: number;
beforeAll(async () => {
  asha = await db().user.update({ where: { id: (await createUser({ staffGroups: ["careers"] })).id }, data: { firstName: "Asha" } });
  ravi = await createUser({ staffGroups: ["content"] });
  carpenter = (await db().profession.create({ data: { name: "Carpenter" } })).id;
});

const POST = { title: "Wood Carver", department: "Workshop", location: "Jodhpur", employment_type: "full_time", experience: "3 years", description: "Carve panels.", is_open: "on", closes_at: "" };

describe("job post forms", () => {
  it("make a post (slug from the title), close it — gone from the public API — and refuse a stale save naming who saved", async () => {
    as(asha, ["careers"]);
    const made = await outcome(saveJobPost({}, form(POST)));
    const id = Number(/\/admin\/careers\/jobs\/(\d+)\//.exec(String((made as { redirect: string }).redirect))![1]);
    expect(await db().jobAlert.findUniqueOrThrow({ where: { id } })).toMatchObject({ slug: "wood-carver", isOpen: true, closesAt: null });
    expect((await call(publicJob, "/api/v2/jobalerts/wood-carver/", { params: { slug: "wood-carver" } })).status).toBe(200);

    const seen = (await db().jobAlert.findUniqueOrThrow({ where: { id } })).updatedAt.toISOString();
    expect(await setJobPostOpen({}, form({ id: String(id), updated_at: seen, open: "no" }))).toEqual({ ok: true, message: "Closed: the post has left the careers pages, the sitemap and the API." });
    expect((await call(publicJob, "/api/v2/jobalerts/wood-carver/", { params: { slug: "wood-carver" } })).status).toBe(404);

    const stale = await saveJobPost({}, form({ ...POST, id: String(id), updated_at: seen, title: "Carver" }));
    expect(stale.message).toMatch(/^Changed by Asha at \d\d:\d\d — review and save again\.$/);
    expect((await db().jobAlert.findUniqueOrThrow({ where: { id } })).title).toBe("Wood Carver");
  });

  it("show field errors beside the fields and keep what was typed", async () => {
    as(asha, ["careers"]);
    const r = await saveJobPost({}, form({ ...POST, title: "", closes_at: "someday" }));
    expect(r).toMatchObject({ message: "Check the fields marked.", errors: { title: "This field may not be blank.", closes_at: "Enter a date, e.g. 2026-12-31." }, values: { closes_at: "someday" } });
  });

  it("refuse to delete a post with applications, and delete one without", async () => {
    as(asha, ["careers"]);
    const busy = await db().jobAlert.create({ data: { title: "Polisher", slug: "polisher", department: "Workshop", location: "Jodhpur", experience: "1 year", description: "Polish." } });
    await db().resume.create({ data: { fullName: "Kiran", email: "kiran@example.in", phoneNumber: "+919812345678", professionId: carpenter, jobAlertId: busy.id, experienceYears: 1, fileKey: "resumes/x/busy.pdf", fileName: "cv.pdf", contentType: "application/pdf", fileSize: 10 } });
    expect(await removeJobPost({}, form({ id: String(busy.id) }))).toEqual({ message: "This job post has 1 application: close it instead of deleting it." });
    const idle = await db().jobAlert.create({ data: { title: "Idle", slug: "idle", department: "Workshop", location: "Jodhpur", experience: "1 year", description: "Wait." } });
    expect(await outcome(removeJobPost({}, form({ id: String(idle.id) })))).toEqual({ redirect: "/admin/careers/" });
    expect(await db().jobAlert.findUnique({ where: { id: idle.id } })).toBeNull();
  });
});

describe("profession forms", () => {
  it("add, rename, refuse a taken name, refuse deleting one in use", async () => {
    as(asha, ["careers"]);
    expect(await saveProfession({}, form({ name: "Polisher" }))).toEqual({ ok: true, message: "Added Polisher." });
    const id = (await db().profession.findUniqueOrThrow({ where: { name: "Polisher" } })).id;
    expect(await saveProfession({}, form({ id: String(id), name: "French polisher" }))).toEqual({ ok: true, message: "Renamed." });
    expect(await saveProfession({}, form({ id: String(id), name: "CARPENTER" }))).toEqual({ message: "Check the fields marked.", errors: { name: "A profession with this name already exists." }, values: { id: String(id), name: "CARPENTER" } });
    expect(await removeProfession({}, form({ id: String(carpenter) }))).toEqual({ message: "1 application names this profession: it cannot be deleted." });
    expect(await removeProfession({}, form({ id: String(id) }))).toEqual({ ok: true, message: "Deleted." });
  });
});

describe("application forms", () => {
  let id: number;
  beforeAll(async () => {
    id = (await db().resume.create({ data: { fullName: "Meera Iyer", email: "meera@example.in", phoneNumber: "+919812345678", professionId: carpenter, experienceYears: 4, fileKey: "resumes/x/meera.pdf", fileName: "cv.pdf", contentType: "application/pdf", fileSize: 10 } })).id;
  });

  it("shortlist with a note, refuse an illegal move, and add a note alone", async () => {
    as(asha, ["careers"]);
    expect(await moveApplication({}, form({ id: String(id), status: "shortlisted", note: "Lovely joinery." }))).toEqual({ ok: true, message: "Moved to shortlisted." });
    expect(await moveApplication({}, form({ id: String(id), status: "hired", note: "" }))).toEqual({ message: "Cannot move an application from shortlisted to hired.", values: { id: String(id), status: "hired", note: "" } });
    expect(await moveApplication({}, form({ id: String(id), status: "", note: "Call on Monday." }))).toEqual({ ok: true, message: "Note added." });
    expect(await moveApplication({}, form({ id: String(id), status: "", note: "" }))).toMatchObject({ message: "Send a status, a note or both." });
    const notes = await db().resumeNote.findMany({ where: { resumeId: id }, orderBy: { id: "asc" } });
    expect(notes.map((n) => [n.fromStatus, n.toStatus, n.note, n.authorId])).toEqual([
      ["received", "shortlisted", "Lovely joinery.", asha.id],
      [null, null, "Call on Monday.", asha.id],
    ]);
    expect((await db().resume.findUniqueOrThrow({ where: { id } })).status).toBe("shortlisted");
  });

  it("refuse a move made from an older page, naming who changed it, and take it from the page shown now", async () => {
    as(asha, ["careers"]);
    const other = await db().resume.create({ data: { fullName: "Kiran Rao", email: "kiran@example.in", phoneNumber: "+919812345678", professionId: carpenter, experienceYears: 2, fileKey: "resumes/x/kiran.pdf", fileName: "cv.pdf", contentType: "application/pdf", fileSize: 10 } });
    const seen = other.updatedAt.toISOString();
    expect(await moveApplication({}, form({ id: String(other.id), updated_at: seen, status: "shortlisted", note: "" }))).toEqual({ ok: true, message: "Moved to shortlisted." });
    const stale = await moveApplication({}, form({ id: String(other.id), updated_at: seen, status: "rejected", note: "Not now." }));
    expect(stale.message).toMatch(/^Changed by Asha at \d\d:\d\d — review and save again\.$/);
    expect(stale.values).toMatchObject({ status: "rejected", note: "Not now." });
    const now = (await db().resume.findUniqueOrThrow({ where: { id: other.id } })).updatedAt.toISOString();
    expect(await moveApplication({}, form({ id: String(other.id), updated_at: now, status: "rejected", note: "Not now." }))).toEqual({ ok: true, message: "Moved to rejected." });
  });

  it("mail the candidate the edited template through the outbox, audited", async () => {
    as(asha, ["careers"]);
    const r = await mailCandidate({}, form({ id: String(id), kind: "interview", subject: "Interview on Friday", body: "Namaste Meera,\n\nCome on Friday at 11." }));
    expect(r).toEqual({ ok: true, message: "The mail is queued: it is listed below." });
    const mail = await db().outboxMessage.findFirstOrThrow({ where: { template: "candidate-message" } });
    expect(mail).toMatchObject({ recipient: "meera@example.in", status: "pending", data: { resumeId: id, kind: "interview", subject: "Interview on Friday", body: "Namaste Meera,\n\nCome on Friday at 11." } });
    expect(await db().auditLogEntry.findFirstOrThrow({ where: { action: "resume.mail" } })).toMatchObject({ entityType: "Resume", entityId: String(id), actorId: asha.id });
    expect(await mailCandidate({}, form({ id: String(id), kind: "interview", subject: "Two\nlines", body: "x" }))).toMatchObject({ errors: { subject: "The subject is one line." } });
  });
});

describe("who may use them", () => {
  it("refuse a content staff member every careers action, changing nothing", async () => {
    process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "1"; // as next.config.js turns on forbidden()
    as(ravi, ["content"]);
    for (const send of [
      () => saveJobPost({}, form(POST)),
      () => setJobPostOpen({}, form({ id: "1", open: "no" })),
      () => removeJobPost({}, form({ id: "1" })),
      () => saveProfession({}, form({ name: "Sneaky" })),
      () => removeProfession({}, form({ id: String(carpenter) })),
      () => moveApplication({}, form({ id: "1", status: "rejected" })),
      () => mailCandidate({}, form({ id: "1", kind: "rejected", subject: "x", body: "y" })),
    ]) {
      expect(await outcome(send())).toEqual({ refused: "NEXT_HTTP_ERROR_FALLBACK;403" });
    }
    expect(await db().profession.findUnique({ where: { name: "Sneaky" } })).toBeNull();
  });
});
