// Careers (spec/API.md §8): open positions and their filters, professions, and applications with a
// resume — the upload rules (each its documented error, nothing stored), mails through the outbox,
// the hourly limit, the staff-only list and download, and deletion after RESUME_RETENTION_DAYS.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteExpiredResumes } from "@/lib/careers/resumes.ts";
import { resetConfig } from "@/lib/config.ts";
import { db } from "@/lib/db.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as download from "../admin/resumes/[id]/download/route.ts";
import * as job from "../jobalerts/[slug]/route.ts";
import * as jobs from "../jobalerts/route.ts";
import * as professions from "../profession/route.ts";
import * as resumes from "../resumes/route.ts";

useTestDatabase();

const O = "http://shop.test";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "careers-"));
const DAY = 86_400_000;
let carpenter: number;
let designer: number;
let openJob: { id: number; slug: string };

beforeAll(async () => {
  process.env.PRIVATE_DIR = path.join(dir, "private");
  resetConfig();
  carpenter = (await db().profession.create({ data: { name: "Carpenter" } })).id;
  designer = (await db().profession.create({ data: { name: "Interior designer" } })).id;
  await db().profession.create({ data: { name: "Accountant" } });
  const now = Date.now();
  const base = { experience: "3+ years", description: "Build and finish solid-wood furniture.", employmentType: "full_time" as const };
  openJob = await db().jobAlert.create({ data: { ...base, title: "Master Carpenter", slug: "master-carpenter", department: "Workshop", location: "Jodhpur", postedAt: new Date(now - 2 * DAY) } });
  await db().jobAlert.create({ data: { ...base, title: "Interior Stylist", slug: "interior-stylist", department: "Design", location: "Mumbai", description: "Style our showroom floors.", employmentType: "contract", postedAt: new Date(now - DAY), closesAt: new Date(now + 7 * DAY) } });
  await db().jobAlert.create({ data: { ...base, title: "Polisher", slug: "polisher", department: "Workshop", location: "Jodhpur", isOpen: false } });
  await db().jobAlert.create({ data: { ...base, title: "Showroom Manager", slug: "showroom-manager", department: "Retail", location: "Bengaluru", closesAt: new Date(now - 60_000) } });
});
afterAll(() => {
  delete process.env.PRIVATE_DIR;
  resetConfig();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("GET /api/v2/jobalerts/", () => {
  it("lists open positions, newest first, in Envelope A", async () => {
    const r = await call(jobs, "/api/v2/jobalerts/");
    expect(r.status).toBe(200);
    expect(r.json.count).toBe(2);
    expect(r.json.next).toBeNull();
    expect(r.json.results.map((j: { slug: string }) => j.slug)).toEqual(["interior-stylist", "master-carpenter"]);
    expect(r.json.results[0]).toEqual({
      id: expect.any(Number),
      title: "Interior Stylist",
      slug: "interior-stylist",
      url: `${O}/api/v2/jobalerts/interior-stylist/`,
      department: "Design",
      location: "Mumbai",
      employment_type: "contract",
      experience: "3+ years",
      description: "Style our showroom floors.",
      posted_at: expect.stringMatching(/Z$/),
      closes_at: expect.stringMatching(/Z$/),
    });
  });

  it("filters by department, location (any case) and search words", async () => {
    const slugs = async (query: string) => (await call(jobs, `/api/v2/jobalerts/?${query}`)).json.results.map((j: { slug: string }) => j.slug);
    expect(await slugs("department=workshop")).toEqual(["master-carpenter"]);
    expect(await slugs("location=Mumbai")).toEqual(["interior-stylist"]);
    expect(await slugs("q=solid wood")).toEqual(["master-carpenter"]);
    expect(await slugs("q=showroom")).toEqual(["interior-stylist"]);
    const none = await call(jobs, "/api/v2/jobalerts/?department=Retail");
    expect(none.json).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it("answers one open position; closed ones and unknown slugs are 404", async () => {
    const r = await call(job, "/api/v2/jobalerts/master-carpenter/", { params: { slug: "master-carpenter" } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ id: openJob.id, title: "Master Carpenter", url: `${O}/api/v2/jobalerts/master-carpenter/`, closes_at: null });
    for (const slug of ["polisher", "showroom-manager", "nobody"]) {
      const gone = await call(job, `/api/v2/jobalerts/${slug}/`, { params: { slug } });
      expect(gone.status).toBe(404);
      expect(gone.json).toEqual({ detail: "Not found." });
    }
  });
});

describe("GET /api/v2/profession/", () => {
  it("lists professions by name in Envelope A", async () => {
    const r = await call(professions, "/api/v2/profession/?page_size=2");
    expect(r.json).toEqual({
      count: 3,
      next: `${O}/api/v2/profession/?page_size=2&page=2`,
      previous: null,
      results: [
        { id: expect.any(Number), name: "Accountant" },
        { id: carpenter, name: "Carpenter" },
      ],
    });
  });
});

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n");
const DOC = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);

/** A minimal ZIP with the given entry names (stored, empty), as a DOCX is. */
function zip(names: string[]): Uint8Array {
  const enc = new TextEncoder();
  const local: number[] = [];
  const central: number[] = [];
  const u16 = (n: number) => [n & 0xff, n >> 8];
  const u32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24];
  for (const name of names) {
    const offset = local.length;
    const n = [...enc.encode(name)];
    local.push(...u32(0x04034b50), ...u16(20), ...u16(0), ...u16(0), ...u16(0), ...u16(0), ...u32(0), ...u32(0), ...u32(0), ...u16(n.length), ...u16(0), ...n);
    central.push(...u32(0x02014b50), ...u16(20), ...u16(20), ...u16(0), ...u16(0), ...u16(0), ...u16(0), ...u32(0), ...u32(0), ...u32(0), ...u16(n.length), ...u16(0), ...u16(0), ...u16(0), ...u16(0), ...u32(0), ...u32(offset), ...n);
  }
  const eocd = [...u32(0x06054b50), ...u16(0), ...u16(0), ...u16(names.length), ...u16(names.length), ...u32(central.length), ...u32(local.length), ...u16(0)];
  return new Uint8Array([...local, ...central, ...eocd]);
}
const DOCX = zip(["[Content_Types].xml", "_rels/.rels", "word/document.xml"]);

function application(fields: Record<string, string | null> = {}, file: { bytes: Uint8Array; name: string; type?: string } | null = { bytes: PDF, name: "Arjun Mehta CV.pdf" }) {
  const form = new FormData();
  const values: Record<string, string | null> = {
    full_name: "Arjun Mehta",
    email: "Arjun@example.in",
    phone_number: "98123 45678",
    profession: String(carpenter),
    job_alert: String(openJob.id),
    experience_years: "6",
    cover_letter: "Six years of joinery in sheesham and teak.",
    ...fields,
  };
  for (const [k, v] of Object.entries(values)) if (v !== null) form.set(k, v);
  if (file) form.set("resume", new File([file.bytes as BlobPart], file.name, { type: file.type ?? "application/pdf" }));
  return form;
}

let ipCounter = 0;
const post = (body: FormData, ip = `198.51.100.${++ipCounter}`) => call(resumes, "/api/v2/resumes/", { method: "POST", body, ip });

function storedFiles(): string[] {
  const root = path.join(dir, "private");
  return fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()) : [];
}

async function stored() {
  return { resumes: await db().resume.count(), mails: await db().outboxMessage.count(), files: storedFiles().length };
}

describe("POST /api/v2/resumes/", () => {
  it("receives a PDF: the row, the private file, a mail to staff and one to the applicant", async () => {
    const r = await post(application());
    expect(r.status).toBe(201);
    expect(r.json).toEqual({ id: expect.any(Number), detail: "Application received." });
    const row = await db().resume.findUniqueOrThrow({ where: { id: r.json.id } });
    expect(row).toMatchObject({ fullName: "Arjun Mehta", email: "arjun@example.in", phoneNumber: "+919812345678", professionId: carpenter, jobAlertId: openJob.id, experienceYears: 6, fileName: "Arjun Mehta CV.pdf", contentType: "application/pdf", fileSize: PDF.length, status: "received" });
    expect(row.fileKey).toMatch(/^resumes\/\d{4}-\d{2}\/[0-9a-f]{32}\.pdf$/);
    expect(new Uint8Array(fs.readFileSync(path.join(dir, "private", ...row.fileKey.split("/"))))).toEqual(PDF);
    const mails = await db().outboxMessage.findMany({ orderBy: { id: "asc" } });
    expect(mails.map((m) => [m.recipient, m.template])).toEqual([
      ["care@vanyaliving.in", "resume-received"],
      ["Arjun@example.in", "resume-acknowledgement"],
    ]);
    expect(mails[0].data).toMatchObject({ name: "Arjun Mehta", position: "Master Carpenter", profession: "Carpenter", downloadUrl: expect.stringMatching(new RegExp(`/api/v2/admin/resumes/${row.id}/download/$`)) });
  });

  it("takes DOC and DOCX by their bytes, naming the file by what it is", async () => {
    const doc = await post(application({ job_alert: null }, { bytes: DOC, name: "resume.docx", type: "application/octet-stream" }));
    expect(doc.status).toBe(201);
    expect(await db().resume.findUniqueOrThrow({ where: { id: doc.json.id } })).toMatchObject({ contentType: "application/msword", fileName: "resume.doc", jobAlertId: null });
    const docx = await post(application({ profession: String(designer) }, { bytes: DOCX, name: "portfolio", type: "" }));
    expect(docx.status).toBe(201);
    expect(await db().resume.findUniqueOrThrow({ where: { id: docx.json.id } })).toMatchObject({ contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", fileName: "portfolio.docx" });
  });

  it("an empty job_alert is an open application; OPTIONS describes the form with its file field", async () => {
    const r = await post(application({ job_alert: "", cover_letter: "" }));
    expect(r.status).toBe(201);
    expect(await db().resume.findUniqueOrThrow({ where: { id: r.json.id } })).toMatchObject({ jobAlertId: null, coverLetter: "" });
    const options = await call(resumes, "/api/v2/resumes/", { method: "OPTIONS" });
    expect(options.status).toBe(200);
    expect(options.json.parses).toContain("multipart/form-data");
    expect(options.json.actions.POST.resume).toMatchObject({ type: "file", required: true, label: "Resume" });
    expect(options.json.actions.POST.job_alert).toMatchObject({ type: "integer", required: false });
  });

  it("refuses a renamed text file, a 6 MiB file and an empty one, storing nothing", async () => {
    const before = await stored();
    const renamed = await post(application({}, { bytes: new TextEncoder().encode("I am not a PDF, just text."), name: "cv.pdf" }));
    expect(renamed.status).toBe(400);
    expect(renamed.json).toEqual({ resume: ["Upload a PDF, DOC or DOCX file."] });
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PDF);
    const tooBig = await post(application({}, { bytes: big, name: "big.pdf" }));
    expect(tooBig.status).toBe(400);
    expect(tooBig.json).toEqual({ resume: ["The file is too large: a resume may be at most 5 MiB."] });
    const huge = new Uint8Array(11 * 1024 * 1024);
    huge.set(PDF);
    const overLimit = await post(application({}, { bytes: huge, name: "huge.pdf" }));
    expect(overLimit.status).toBe(413);
    expect(overLimit.json).toEqual({ detail: "Request body too large." });
    const empty = await post(application({}, { bytes: new Uint8Array(), name: "empty.pdf" }));
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({ resume: ["The submitted file is empty."] });
    expect(await stored()).toEqual(before);
  });

  it("names every missing or wrong field, storing nothing", async () => {
    const before = await stored();
    const missing = await post(application({ full_name: null, email: null, phone_number: null, profession: null, experience_years: null }, null));
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({
      full_name: ["This field is required."],
      email: ["This field is required."],
      phone_number: ["This field is required."],
      profession: ["This field is required."],
      experience_years: ["This field is required."],
      resume: ["This field is required."],
    });
    const wrong = await post(application({ email: "arjun-at-example", experience_years: "-1" }));
    expect(wrong.json).toEqual({ email: ["Enter a valid email address."], experience_years: ["Ensure this value is greater than or equal to 0."] });
    const unknown = await post(application({ profession: "9999", job_alert: "9999", phone_number: "12" }));
    expect(unknown.json).toEqual({ phone_number: ["Enter a valid phone number."], profession: ['Invalid pk "9999" - object does not exist.'], job_alert: ['Invalid pk "9999" - object does not exist.'] });
    const closed = await db().jobAlert.findUniqueOrThrow({ where: { slug: "polisher" } });
    const toClosed = await post(application({ job_alert: String(closed.id) }));
    expect(toClosed.json).toEqual({ job_alert: [`Invalid pk "${closed.id}" - object does not exist.`] });
    expect(await stored()).toEqual(before);
  });

  it("takes 10 an hour from one address; an application that does not validate is not one", async () => {
    const ip = "203.0.113.99";
    for (let i = 0; i < 5; i++) expect((await post(application({ experience_years: "x" }), ip)).status).toBe(400);
    // Applications that reach the action count, whatever it answers.
    for (let i = 0; i < 10; i++) expect((await post(application({ profession: "9999" }), ip)).json).toEqual({ profession: ['Invalid pk "9999" - object does not exist.'] });
    const r = await post(application(), ip);
    expect(r.status).toBe(429);
    expect(r.json.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post(application(), "203.0.113.100")).status).toBe(201);
  });
});

describe("GET /api/v2/resumes/ and the download: staff only", () => {
  it("refuses anonymous and ordinary callers", async () => {
    const anonymous = await call(resumes, "/api/v2/resumes/");
    expect(anonymous.status).toBe(403);
    expect(anonymous.json).toEqual({ detail: "Authentication credentials were not provided." });
    const shopper = await signedIn();
    const refused = await call(resumes, "/api/v2/resumes/", { headers: shopper.headers });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ detail: "You do not have permission to perform this action." });
  });

  it("lists the applications for staff and hands over the file as an attachment", async () => {
    const staff = await signedIn({ isStaff: true });
    const r = await call(resumes, "/api/v2/resumes/?page_size=1", { headers: staff.headers });
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    expect(r.json.count).toBe(await db().resume.count());
    const latest = r.json.results[0];
    expect(latest).toMatchObject({ full_name: "Arjun Mehta", profession: { id: carpenter, name: "Carpenter" }, job_alert: `${O}/api/v2/jobalerts/master-carpenter/`, status: "received", download: `${O}/api/v2/admin/resumes/${latest.id}/download/` });
    const file = await call(download, `/api/v2/admin/resumes/${latest.id}/download/`, { headers: staff.headers, params: { id: String(latest.id) } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="Arjun Mehta CV\.pdf"/);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.text).toBe(new TextDecoder().decode(PDF));
  });
});

describe("retention", () => {
  it("deletes résumés and their files after RESUME_RETENTION_DAYS", async () => {
    const [oldest] = await db().resume.findMany({ orderBy: { id: "asc" }, take: 1 });
    await db().resume.update({ where: { id: oldest.id }, data: { createdAt: new Date(Date.now() - 366 * DAY) } });
    const files = storedFiles().length;
    expect(await deleteExpiredResumes()).toBe(1);
    expect(await db().resume.findUnique({ where: { id: oldest.id } })).toBeNull();
    expect(storedFiles().length).toBe(files - 1);
    expect(fs.existsSync(path.join(dir, "private", ...oldest.fileKey.split("/")))).toBe(false);
    expect(await deleteExpiredResumes()).toBe(0);
  });
});
