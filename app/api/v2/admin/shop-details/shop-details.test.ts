// The shop's details: staff of the content group read and change them through the staff API (the admin
// form uses the same schema and service), bad input is refused beside its field, a save over a newer
// change is refused with who made it, every change is audited, and the mails sent afterwards carry the
// new details in their footer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { readShopDetails } from "@/lib/content/shop-details.ts";
import { db, transaction } from "@/lib/db.ts";
import { queueEmail } from "@/lib/messaging/outbox.ts";
import { sendDueMessages } from "@/lib/messaging/sender.ts";
import { setEnv, startSmtpReceiver, type SmtpReceiver } from "@/lib/messaging/testing.ts";
import { closeTransports } from "@/lib/messaging/transports.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as route from "./route.ts";

useTestDatabase();
const PATH = "/api/v2/admin/shop-details/";
let content: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  content = await signedIn({ staffGroups: ["content"] });
  await db().user.update({ where: { id: content.user.id }, data: { firstName: "Meera" } });
});

const get = (headers = content.headers) => call(route, PATH, { headers });
const patch = (body: unknown, headers = content.headers) => call(route, PATH, { method: "PATCH", body, headers });

describe("/api/v2/admin/shop-details/", () => {
  it("answers the details the shop started with", async () => {
    const read = await get();
    expect(read.status).toBe(200);
    expect(read.json).toEqual({
      legal_name: "Vanya Living", address_line1: "Plot 14, Heavy Industrial Area", address_line2: "Basni", city: "Jodhpur", state_code: "08", state: "Rajasthan",
      pincode: "342005", phone: "+91 291 274 0100", hours: "Monday to Saturday, 10 am – 7 pm", gstin: null, updated_at: expect.any(String),
    });
    expect(await readShopDetails()).toEqual({
      legalName: "Vanya Living", address: ["Plot 14, Heavy Industrial Area", "Basni, Jodhpur", "Rajasthan 342005"], city: "Jodhpur", stateCode: "08", state: "Rajasthan",
      pincode: "342005", phone: { display: "+91 291 274 0100", href: "tel:+912912740100" }, hours: "Monday to Saturday, 10 am – 7 pm", gstin: null,
    });
  });

  it("refuses a GSTIN with a wrong check character, one of another state, a short pincode and a partial phone number beside their fields, changing nothing", async () => {
    const before = (await get()).json;
    const wrongCheck = await patch({ gstin: "08AAJCV4821K1ZX" });
    expect([wrongCheck.status, wrongCheck.json]).toEqual([400, { gstin: ["Enter a valid GSTIN."] }]);
    const otherState = await patch({ gstin: "27AAPFU0939F1ZV" });
    expect([otherState.status, otherState.json]).toEqual([400, { gstin: ["This GSTIN is registered in Maharashtra; the shop's state is Rajasthan."] }]);
    const fields = await patch({ pincode: "3420", phone: "291 274", state_code: "25", legal_name: " " });
    expect([fields.status, fields.json]).toEqual([
      400,
      {
        pincode: ["Enter a valid pincode."],
        phone: ["Enter a complete Indian phone number, such as +91 291 274 0100."],
        state_code: ["Choose the state."],
        legal_name: ["Give the shop's registered name."],
      },
    ]);
    expect((await get()).json).toEqual(before);
    expect(await db().auditLogEntry.count({ where: { entityType: "ShopDetails" } })).toBe(0);
  });

  it("saves a change, audits it, refuses a save over it, and the next mail's footer carries it", async () => {
    const seen = (await get()).json.updated_at;
    const saved = await patch({ legal_name: "Vanya Living Private Limited", gstin: " 08aajcv4821k1zy ", phone: "+91 291 274 0199", updated_at: seen });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ legal_name: "Vanya Living Private Limited", gstin: "08AAJCV4821K1ZY", phone: "+91 291 274 0199" });
    expect(saved.json.updated_at).not.toBe(seen);

    const stale = await patch({ hours: "Every day, 9 am – 9 pm", updated_at: seen });
    expect([stale.status, stale.json]).toEqual([409, { detail: expect.stringMatching(/^Changed by Meera at \d\d:\d\d — review and save again\.$/), code: "edit_conflict" }]);

    const audit = await db().auditLogEntry.findMany({ where: { entityType: "ShopDetails" }, select: { action: true, actorId: true, entityId: true, changes: true } });
    expect(audit).toEqual([
      {
        action: "shop_details.update", actorId: content.user.id, entityId: "1",
        changes: { legal_name: ["Vanya Living", "Vanya Living Private Limited"], phone: ["+91 291 274 0100", "+91 291 274 0199"], gstin: [null, "08AAJCV4821K1ZY"] },
      },
    ]);

    // The same details again change nothing and are not audited.
    const same = await patch({ legal_name: "Vanya Living Private Limited" });
    expect(same.status).toBe(200);
    expect(await db().auditLogEntry.count({ where: { entityType: "ShopDetails" } })).toBe(1);

    const smtp: SmtpReceiver = await startSmtpReceiver();
    const restoreEnv = setEnv({ SMTP_URL: smtp.url, MAIL_FROM: "Vanya Living <no-reply@vanyaliving.in>", SHOP_NAME: "Vanya Living", STAFF_EMAIL: "care@vanyaliving.in" });
    resetConfig();
    try {
      await transaction((tx) => queueEmail(tx, { to: "asha@example.in", template: "password-changed", data: { name: "Asha", changedAt: "29 Nov 2026, 2:15 pm IST", resetUrl: "https://vanyaliving.in/account/reset/" } }));
      expect(await sendDueMessages()).toMatchObject({ sent: 1 });
      expect(smtp.mails[0]!.text).toContain(
        "-- \nVanya Living\nQuestions? Call +91 291 274 0199 (Monday to Saturday, 10 am – 7 pm) or write to us at care@vanyaliving.in.\nVanya Living Private Limited, Plot 14, Heavy Industrial Area, Basni, Jodhpur, Rajasthan 342005\n",
      );
      expect(smtp.mails[0]!.html).toContain("Vanya Living Private Limited, Plot 14, Heavy Industrial Area, Basni, Jodhpur, Rajasthan 342005");
    } finally {
      closeTransports();
      await smtp.close();
      restoreEnv();
      resetConfig();
    }
  });

  it("is for the content group only", async () => {
    const catalogue = await signedIn({ staffGroups: ["catalogue"] });
    const shopper = await signedIn();
    expect((await get(catalogue.headers)).status).toBe(403);
    expect((await patch({ hours: "Never" }, shopper.headers)).status).toBe(403);
    expect((await call(route, PATH)).status).toBe(403);
  });
});

afterAll(() => resetConfig());
