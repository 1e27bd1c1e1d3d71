import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { db, transaction } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { InvalidRecipientError, queueEmail, queueSms } from "./outbox.ts";
import { sendDueMessages, startOutboxSender } from "./sender.ts";
import { setEnv, startSmtpReceiver, waitForMail, type SmtpReceiver } from "./testing.ts";
import { closeTransports } from "./transports.ts";

useTestDatabase();

let smtp: SmtpReceiver;
let restoreEnv: () => void = () => {};

beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  closeTransports();
  await smtp.close();
});
beforeEach(async () => {
  await db().outboxMessage.deleteMany();
  smtp.mails.length = 0;
  restoreEnv = setEnv({ SMTP_URL: smtp.url, MAIL_FROM: "Vanya Living <no-reply@vanyaliving.in>", SHOP_NAME: "Vanya Living" });
  resetConfig();
});
afterEach(() => {
  restoreEnv();
  resetConfig();
});

async function waitFor(check: () => boolean | Promise<boolean>, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("queueing inside a transaction", () => {
  it("never stores or sends a message whose transaction rolls back", async () => {
    await expect(
      transaction(async (tx) => {
        await queueEmail(tx, { to: "asha@example.in", template: "otp-code", data: { expiresInMinutes: 5 }, secrets: { code: "482913" } });
        throw new Error("payment declined");
      }),
    ).rejects.toThrow("payment declined");

    expect(await db().outboxMessage.count()).toBe(0);
    expect(await sendDueMessages()).toMatchObject({ claimed: 0, sent: 0 });
    expect(smtp.mails).toHaveLength(0);
  });

  it("delivers a committed message once, with its subject, text and HTML, and marks it sent", async () => {
    const id = await transaction((tx) =>
      queueEmail(tx, {
        to: "asha@example.in",
        template: "email-verification",
        data: { name: "Asha", expiresInHours: 24 },
        secrets: { verifyUrl: "https://vanyaliving.in/verify-email/?token=abc&x=1" },
      }),
    );

    const stored = await db().outboxMessage.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ channel: "email", status: "pending", attempts: 0, template: "email-verification", recipient: "asha@example.in" });

    expect(await sendDueMessages()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await sendDueMessages()).toMatchObject({ claimed: 0 });

    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail.envelopeTo).toEqual(["asha@example.in"]);
    expect(mail.envelopeFrom).toBe("no-reply@vanyaliving.in");
    expect(mail.from).toContain("Vanya Living");
    expect(mail.subject).toBe("Confirm your e-mail address for Vanya Living");
    expect(mail.text).toContain("Namaste Asha,");
    expect(mail.text).toContain("Confirm my e-mail address: https://vanyaliving.in/verify-email/?token=abc&x=1");
    expect(mail.html).toContain('href="https://vanyaliving.in/verify-email/?token=abc&amp;x=1"');
    expect(mail.html).toContain("Vanya Living");

    const sent = await db().outboxMessage.findUniqueOrThrow({ where: { id } });
    expect(sent.status).toBe("sent");
    expect(sent.attempts).toBe(1);
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.lastError).toBeNull();
  });

  it("wakes the running sender at commit, without waiting for the next poll", async () => {
    const stop = startOutboxSender({ pollMs: 60_000 });
    try {
      await new Promise((r) => setTimeout(r, 50)); // let the start-up run finish
      await transaction((tx) =>
        queueEmail(tx, { to: "ravi@example.in", template: "otp-code", data: { expiresInMinutes: 5 }, secrets: { code: "731904" } }),
      );
      await waitFor(() => smtp.mails.length === 1);
      expect(smtp.mails[0]!.subject).toBe("731904 is your Vanya Living sign-in code");
      await waitFor(async () => (await db().outboxMessage.count({ where: { status: "sent" } })) === 1);
    } finally {
      await stop();
    }
    expect(smtp.mails).toHaveLength(1);
  });

  it("refuses a recipient that is not one plain address or phone number, storing nothing", async () => {
    for (const to of ["", "asha", "Asha <asha@example.in>", "a@example.in, b@example.in", "a@example.in\r\nBcc: x@example.in"]) {
      await expect(
        transaction((tx) => queueEmail(tx, { to, template: "otp-code", data: { expiresInMinutes: 5 }, secrets: { code: "1" } })),
      ).rejects.toBeInstanceOf(InvalidRecipientError);
    }
    for (const to of ["9812345678", "+91 98123", "+91abc"]) {
      await expect(
        transaction((tx) => queueSms(tx, { to, template: "otp-code", data: { expiresInMinutes: 5 }, secrets: { code: "1" } })),
      ).rejects.toBeInstanceOf(InvalidRecipientError);
    }
    expect(await db().outboxMessage.count()).toBe(0);
  });

  it("stores an SMS under a normalised number", async () => {
    const id = await transaction((tx) =>
      queueSms(tx, { to: "+91 98123-45678", template: "otp-code", data: { expiresInMinutes: 5 }, secrets: { code: "123456" } }),
    );
    const row = await db().outboxMessage.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ channel: "sms", recipient: "+919812345678", template: "otp-code", data: { expiresInMinutes: 5 } });
  });

  it("refuses bad template data in the caller's transaction, not later in the sender", async () => {
    await expect(
      transaction((tx) =>
        queueEmail(tx, { to: "asha@example.in", template: "email-verification", data: { name: "Asha", expiresInHours: 24 }, secrets: { verifyUrl: "javascript:alert(1)" } }),
      ),
    ).rejects.toThrow(/javascript:/);
    expect(await db().outboxMessage.count()).toBe(0);
  });
});

/** Every column of every outbox row, as the database holds it. */
async function storedText(): Promise<string> {
  return JSON.stringify(await db().$queryRaw`SELECT * FROM "OutboxMessage"`);
}

describe("secrets in the outbox", () => {
  const code = "482913";
  const token = "tok_Zq8uX2mV7bK1";
  const queueAll = () =>
    transaction(async (tx) => [
      await queueEmail(tx, { to: "asha@example.in", template: "otp-code", data: { expiresInMinutes: 5 }, secrets: { code } }),
      await queueSms(tx, { to: "+919812345678", template: "otp-code", data: { expiresInMinutes: 5 }, secrets: { code } }),
      await queueEmail(tx, {
        to: "ravi@example.in",
        template: "newsletter-confirm",
        data: {},
        secrets: { confirmUrl: `https://vanyaliving.in/newsletter/confirm/?token=${token}`, unsubscribeUrl: `https://vanyaliving.in/newsletter/unsubscribe/?token=${token}u` },
      }),
    ]);

  it("are never stored in clear text, reach the recipient, and are blanked once sent", async () => {
    const [otpId] = await queueAll();
    const queued = await storedText();
    expect(queued).not.toContain(code);
    expect(queued).not.toContain(token);
    const row = await db().outboxMessage.findUniqueOrThrow({ where: { id: otpId } });
    expect(row.secrets).toMatch(/^v1\./);

    expect(await sendDueMessages()).toMatchObject({ claimed: 3, sent: 2, logged: 1 });
    const otpMail = await waitForMail(smtp, "asha@example.in");
    expect(otpMail.subject).toBe(`${code} is your Vanya Living sign-in code`);
    expect(otpMail.text).toContain(code);
    expect((await waitForMail(smtp, "ravi@example.in")).text).toContain(`https://vanyaliving.in/newsletter/confirm/?token=${token}`);

    // The SMS (no SMS transport here) waits for one, its code still sealed.
    const rows = await db().outboxMessage.findMany({ orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.status, r.secrets?.slice(0, 3) ?? null])).toEqual([["sent", null], ["logged", "v1."], ["sent", null]]);
    expect(await storedText()).not.toContain(code);
  });

  it("are taken only as secrets, for the template's secret fields", async () => {
    await expect(
      transaction((tx) => queueEmail(tx, { to: "asha@example.in", template: "otp-code", data: { code, expiresInMinutes: 5 } } as never)),
    ).rejects.toThrow('Template "otp-code": pass code in secrets, not in data');
    await expect(
      transaction((tx) =>
        queueEmail(tx, { to: "asha@example.in", template: "otp-code", data: { expiresInMinutes: 5 }, secrets: { code, name: "x" } } as never),
      ),
    ).rejects.toThrow('Template "otp-code" has no secret field name');
    expect(await db().outboxMessage.count()).toBe(0);
  });

  it("open only for the recipient they were sealed for", async () => {
    const [otpId] = await queueAll();
    // Someone who can write to the table redirects the sign-in code to their own address.
    await db().outboxMessage.update({ where: { id: otpId }, data: { recipient: "mallory@example.in" } });
    const counts = await sendDueMessages();
    expect(counts).toMatchObject({ claimed: 3, failed: 1 });
    expect(smtp.mails.some((m) => m.envelopeTo.includes("mallory@example.in"))).toBe(false);
    const row = await db().outboxMessage.findUniqueOrThrow({ where: { id: otpId } });
    expect(row).toMatchObject({ status: "failed", secrets: null });
    expect(row.lastError).toBe("The message cannot be rendered: The message's secrets cannot be decrypted (was the server secret changed?).");
  });
});
