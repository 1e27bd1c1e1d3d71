// Mailing an applicant through the staff API (/api/v2/admin/resumes/{id}/messages/): the mail is queued
// in the outbox with its audit entry, answered 201 in the shape the listing gives, listed newest first
// for that applicant only; bad input beside its field, an unknown application 404, and only the careers
// group may send or read.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as messages from "./[id]/messages/route.ts";

useTestDatabase();

let careers: Awaited<ReturnType<typeof signedIn>>;
let meera: number;
let ravi: number;

async function application(fullName: string, email: string): Promise<number> {
  const profession = await db().profession.upsert({ where: { name: "Carpenter" }, create: { name: "Carpenter" }, update: {} });
  const r = await db().resume.create({
    data: { fullName, email, phoneNumber: "+919812345678", professionId: profession.id, experienceYears: 3, fileKey: `resumes/x/${email}.pdf`, fileName: "cv.pdf", contentType: "application/pdf", fileSize: 10 },
  });
  return r.id;
}

beforeAll(async () => {
  careers = await signedIn({ staffGroups: ["careers"] });
  meera = await application("Meera Iyer", "meera@example.in");
  ravi = await application("Ravi Kumar", "ravi@example.in");
});

const path = (id: number | string) => `/api/v2/admin/resumes/${id}/messages/`;
const send = (id: number | string, body: unknown, headers = careers.headers) => call(messages, path(id), { method: "POST", params: { id: String(id) }, body, headers });
const list = (id: number | string, headers = careers.headers) => call(messages, path(id), { params: { id: String(id) }, headers });
const INTERVIEW = { kind: "interview", subject: "Interview on Friday", body: "Namaste Meera,\n\nCome to the workshop on Friday at 11." };

describe("/api/v2/admin/resumes/{id}/messages/", () => {
  it("queues the mail through the outbox, audited, and answers 201 with it", async () => {
    const sent = await send(meera, INTERVIEW);
    expect([sent.status, sent.json]).toEqual([201, { id: expect.any(Number), ...INTERVIEW, status: "pending", queued_at: expect.any(String), sent_at: null }]);
    const outbox = await db().outboxMessage.findUniqueOrThrow({ where: { id: sent.json.id } });
    expect(outbox).toMatchObject({ recipient: "meera@example.in", template: "candidate-message", data: { resumeId: meera, ...INTERVIEW } });
    expect(sent.json.queued_at).toBe(outbox.createdAt.toISOString());
    const audit = await db().auditLogEntry.findMany({ where: { entityType: "Resume", entityId: String(meera) } });
    expect(audit.map((a) => [a.action, a.actorId, a.after])).toEqual([["resume.mail", careers.user.id, { kind: "interview", subject: "Interview on Friday", outbox_id: sent.json.id }]]);
  });

  it("lists the applicant's mails newest first (Envelope A), none of another applicant's", async () => {
    const second = await send(meera, { kind: "hired", subject: "Welcome to Vanya Living", body: "Namaste Meera,\n\nWelcome aboard." });
    await send(ravi, { kind: "rejected", subject: "Your application", body: "Namaste Ravi,\n\nNot this time." });
    const got = await list(meera);
    expect(got.status).toBe(200);
    expect(got.json).toMatchObject({ count: 2, next: null, previous: null });
    expect(got.json.results.map((m: { id: number; kind: string }) => [m.id, m.kind])).toEqual([[second.json.id, "hired"], [expect.any(Number), "interview"]]);
    expect(got.json.results[0]).toEqual(second.json);
    expect((await list(ravi)).json.count).toBe(1);
  });

  it("refuses bad input beside its field and an unknown application with 404", async () => {
    const bad = await send(meera, { kind: "offer", subject: "Two\nlines", body: " " });
    expect([bad.status, bad.json]).toEqual([400, { kind: ['"offer" is not a valid choice.'], subject: ["The subject is one line."], body: ["This field may not be blank."] }]);
    expect(await send(999999, INTERVIEW).then((r) => [r.status, r.json])).toEqual([404, { detail: "Not found." }]);
    expect(await list(999999).then((r) => [r.status, r.json])).toEqual([404, { detail: "Not found." }]);
    expect(await list("x").then((r) => r.status)).toBe(404);
    expect(await db().outboxMessage.count({ where: { template: "candidate-message" } })).toBe(3);
  });

  it("is for the careers group only", async () => {
    const FORBIDDEN = { detail: "You do not have permission to perform this action." };
    const others = await signedIn({ staffGroups: ["orders", "catalogue", "marketing", "content", "customers", "settings"] });
    for (const who of [others, await signedIn({})]) {
      expect([await send(meera, INTERVIEW, who.headers), await list(meera, who.headers)].map((r) => [r.status, r.json])).toEqual([[403, FORBIDDEN], [403, FORBIDDEN]]);
    }
    const anonymous = await send(meera, INTERVIEW, {});
    expect([anonymous.status, anonymous.json]).toEqual([403, { detail: "Authentication credentials were not provided." }]);
    expect(await db().outboxMessage.count({ where: { template: "candidate-message" } })).toBe(3);
  });
});
