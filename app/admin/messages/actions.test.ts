// The staff forms of issue 22: reply to a contact message (kept, mailed through the outbox, handled),
// mark handled over a newer change refused, send an outbox message again, unsubscribe a newsletter
// address; each only for its group.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/auth/caller.ts";
import { mailSetup, mailSetupNotice } from "@/lib/admin/messages/mail-setup.ts";
import { resetConfig } from "@/lib/config.ts";
import { sendContactMessage } from "@/lib/content/contact.ts";
import { db } from "@/lib/db.ts";
import { setEnv } from "@/lib/messaging/testing.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { unsubscribeSubscriber } from "../newsletter/actions.ts";
import { resendOutboxMessage } from "../outbox/actions.ts";
import { markHandled, sendReply } from "./actions.ts";

useTestDatabase();

let pageCaller: Caller = { user: null, via: "anonymous", sentCookies: false, ip: "198.51.100.1" };
vi.mock("@/lib/auth/page-caller.ts", () => ({ getPageCaller: async () => pageCaller }));
vi.mock("next/cache", async (original) => ({ ...(await original<object>()), refresh: () => {} }));

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

const refusal = (sent: Promise<unknown>) => sent.then(() => "allowed", (e: unknown) => String((e as { digest?: string }).digest ?? (e as Error).message));

const as = (user: { id: number }, groups: string[]) => {
  pageCaller = { user: { ...user, isStaff: true, isSuperuser: false, staffGroups: groups } as never, via: "cookie", sentCookies: true, ip: "198.51.100.1" };
};

let meera: { id: number };
let ravi: { id: number };
beforeAll(async () => {
  meera = await db().user.update({ where: { id: (await createUser({ staffGroups: ["customers"] })).id }, data: { firstName: "Meera" } });
  ravi = await createUser({ staffGroups: ["customers", "marketing"] });
});
beforeEach(async () => {
  await db().contactMessage.deleteMany();
  await db().outboxMessage.deleteMany();
});

const PRIYA = { name: "Priya Nair", email: "priya@example.in", subject: "Custom dining table", message: "Can you make a 6-seater in teak?" };

describe("the contact message forms", () => {
  it("send a reply: kept with the message, queued to the sender, the message handled", async () => {
    const id = await sendContactMessage(PRIYA);
    as(meera, ["customers"]);
    expect(await sendReply({}, form({ id: String(id), body: "  " }))).toEqual({ errors: { body: "Write the reply." }, message: "Check the fields marked.", values: { id: String(id), body: "  " } });
    expect(await sendReply({}, form({ id: String(id), body: "Yes, in teak.\n\nMeera" }))).toEqual({ ok: true, message: "Reply queued: it is mailed through the outbox." });
    const m = await db().contactMessage.findUniqueOrThrow({ where: { id }, include: { replies: true } });
    expect(m.handledAt).not.toBeNull();
    expect(m.replies.map((r) => [r.body, r.authorId])).toEqual([["Yes, in teak.\n\nMeera", meera.id]]);
    const mail = await db().outboxMessage.findUniqueOrThrow({ where: { id: m.replies[0]!.outboxMessageId! } });
    expect([mail.recipient, mail.template, mail.status]).toEqual(["priya@example.in", "contact-reply", "pending"]);
    expect(await sendReply({}, form({ id: "999999", body: "Hi" }))).toEqual({ message: "Not found.", values: { id: "999999", body: "Hi" } });
  });

  it("mark handled, refusing a save over a newer version with who made it", async () => {
    const id = await sendContactMessage(PRIYA);
    const seen = (await db().contactMessage.findUniqueOrThrow({ where: { id } })).updatedAt.toISOString();
    as(meera, ["customers"]);
    expect(await markHandled({}, form({ id: String(id), handled: "true", updated_at: seen }))).toEqual({ ok: true, message: "Marked handled." });
    as(ravi, ["customers"]);
    const stale = await markHandled({}, form({ id: String(id), handled: "false", updated_at: seen }));
    expect(stale.message).toMatch(/^Changed by Meera at \d\d:\d\d — review and save again\.$/);
    expect((await db().contactMessage.findUniqueOrThrow({ where: { id } })).handledAt).not.toBeNull();
  });

  it("are refused to staff without the customers group", async () => {
    const id = await sendContactMessage(PRIYA);
    as(ravi, ["content", "marketing"]);
    expect(await refusal(sendReply({}, form({ id: String(id), body: "Hi" })))).toMatch(/HTTP_ERROR_FALLBACK;403|^`forbidden\(\)`/);
    expect(await refusal(resendOutboxMessage({}, form({ id: "1" })))).toMatch(/HTTP_ERROR_FALLBACK;403|^`forbidden\(\)`/);
    expect(await db().contactReply.count()).toBe(0);
  });
});

describe("send again and unsubscribe", () => {
  it("queue a failed mail again, and say why one that is not failed is not", async () => {
    await sendContactMessage(PRIYA);
    const mail = await db().outboxMessage.findFirstOrThrow();
    as(meera, ["customers"]);
    expect(await resendOutboxMessage({}, form({ id: String(mail.id) }))).toEqual({ message: "This message is not a failed one: it is sent or on its way." });
    await db().outboxMessage.update({ where: { id: mail.id }, data: { status: "failed", lastError: "550 No such user" } });
    expect(await resendOutboxMessage({}, form({ id: String(mail.id) }))).toEqual({ ok: true, message: "Queued again." });
    expect(await db().outboxMessage.findUniqueOrThrow({ where: { id: mail.id } })).toMatchObject({ status: "pending", attempts: 0, lastError: null });
  });

  it("unsubscribe an address for the marketing group only", async () => {
    const s = await db().newsletterSubscription.create({ data: { email: "asha@example.in", status: "confirmed", tokenHash: "h-asha", confirmedAt: new Date() } });
    as(meera, ["customers"]);
    expect(await refusal(unsubscribeSubscriber({}, form({ id: String(s.id) })))).toMatch(/HTTP_ERROR_FALLBACK;403|^`forbidden\(\)`/);
    as(ravi, ["marketing"]);
    expect(await unsubscribeSubscriber({}, form({ id: String(s.id) }))).toEqual({ ok: true, message: "Unsubscribed." });
    expect(await unsubscribeSubscriber({}, form({ id: String(s.id) }))).toEqual({ message: "This address is already unsubscribed." });
  });
});

describe("the mail setup notice", () => {
  it("says how many mails wait while no SMTP_URL is set, and nothing once it is", async () => {
    await sendContactMessage(PRIYA);
    await sendContactMessage({ ...PRIYA, subject: "Another" });
    const restore = setEnv({ SMTP_URL: undefined });
    resetConfig();
    try {
      expect(mailSetupNotice(await mailSetup())).toBe("Mail is not being delivered: 2 waiting.");
    } finally {
      restore();
      resetConfig();
    }
    const set = setEnv({ SMTP_URL: "smtp://127.0.0.1:2525" });
    resetConfig();
    try {
      expect(mailSetupNotice(await mailSetup())).toBeNull();
    } finally {
      set();
      resetConfig();
    }
  });
});
