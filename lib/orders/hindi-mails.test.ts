// Shopper mails in the shopper's language (docs/decisions/0188): an order placed with Accept-Language: hi
// keeps "hi" and its confirmation and status mails are Hindi, with Hindi dates, Indian amounts and /hi/
// links; an English order's mails stay English. A sign-in from a Hindi page makes the customer's
// language Hindi, and the code asked for there comes in Hindi.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { db } from "@/lib/db.ts";
import { publicUrl } from "@/lib/http/urls.ts";
import { composeMessage } from "@/lib/messaging/compose.ts";
import { setEnv } from "@/lib/messaging/testing.ts";
import { templateContext } from "@/lib/messaging/templates/index.ts";
import { createProduct } from "@/lib/testing/basket-fixtures.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { CHECKOUT_ADDRESS, createSouthZone } from "@/lib/testing/order-fixtures.ts";
import { latestCode } from "@/lib/testing/outbox-secrets.ts";
import { trackingToken } from "./access.ts";
import { queueStatusMail } from "./mails.ts";
import * as addProduct from "@/app/api/v2/basket/add-product/route.ts";
import * as checkout from "@/app/api/v2/checkout/route.ts";
import * as loginWithOtp from "@/app/api/v2/auth/login-with-otp/route.ts";
import * as sendOtp from "@/app/api/v2/auth/send-otp/route.ts";

useTestDatabase();

const HINDI = { "accept-language": "hi-IN,hi;q=0.9" };
let restore = () => {};

beforeAll(async () => {
  restore = setEnv({ GUEST_OPEN_COD_ORDERS_MAX: "1000" });
  resetConfig();
  await createCountries();
  const { zone, standard } = await createSouthZone();
  await db().shippingCharge.create({ data: { methodId: standard.id, zoneId: zone.id, price: "118.00", freeAbove: "50000.00" } });
});
afterAll(() => {
  restore();
  resetConfig();
});

/** A signed-in buyer's order of a ₹1,25,000 bed, placed with `headers`; answers the order and its confirmation mail. */
async function placeOrder(headers: Record<string, string>) {
  const bed = await createProduct({ title: "Sheesham Bed", price: "125000.00", numInStock: 5 });
  const { user: signed, headers: auth } = await signedIn();
  const user = await db().user.findUniqueOrThrow({ where: { id: signed.id } });
  const added = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", body: { url: bed.id, quantity: 1 }, headers: auth });
  expect(added.status, JSON.stringify(added.json)).toBe(200);
  const r = await call(checkout, "/api/v2/checkout/", {
    method: "POST",
    body: { basket: added.json.url, shipping_address: { ...CHECKOUT_ADDRESS, state: "Karnataka" }, shipping_method_code: "standard" },
    headers: { ...auth, ...headers },
  });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  const order = await db().order.findFirstOrThrow({ where: { userId: user.id } });
  const row = await db().outboxMessage.findFirstOrThrow({ where: { recipient: user.email!, template: "order-confirmation" }, orderBy: { id: "desc" } });
  return { order, mail: composeMessage(row, templateContext()), row };
}

describe("an order's mails in the language it was placed in", () => {
  it("Accept-Language: hi keeps 'hi' on the order; its confirmation is Hindi with a /hi/ tracking link, a Hindi date and ₹1,25,000", async () => {
    const { order, mail, row } = await placeOrder(HINDI);
    expect(order.language).toBe("hi");
    expect(row.data).toMatchObject({ locale: "hi", totals: { total: "₹1,25,000", shipping: "निःशुल्क" }, paymentMethod: "डिलीवरी पर नकद भुगतान" });
    expect(mail.subject).toBe(`आपका Vanya Living ऑर्डर ${order.number} पक्का हो गया है`);
    expect(mail.text).toContain("कुल (GST सहित): ₹1,25,000");
    const month = new Intl.DateTimeFormat("hi-IN-u-nu-latn", { timeZone: "Asia/Kolkata", month: "long" }).format(order.datePlaced);
    expect(mail.text).toMatch(new RegExp(`ऑर्डर की तारीख: \\d{1,2} ${month} \\d{4}, `));
    const link = publicUrl(`/hi/orders/track/?number=${order.number}&token=${trackingToken(order.number)}`);
    expect(mail.text).toContain(`अपना ऑर्डर देखें: ${link}`);
    expect(mail.html).toContain('<html lang="hi-IN">');

    // A status change later: Hindi too, the status in Hindi.
    await db().$transaction((tx) => queueStatusMail(tx, { orderId: order.id, status: "shipped", note: "", trackingNumber: "BD123" }));
    const status = await db().outboxMessage.findFirstOrThrow({ where: { recipient: order.email, template: "order-status" }, orderBy: { id: "desc" } });
    const rendered = composeMessage(status, templateContext());
    expect(rendered.subject).toBe(`ऑर्डर ${order.number}: भेज दिया गया`);
    expect(rendered.text).toContain(`/hi/orders/track/?number=${order.number}`);
    // The staff's mail about the order stays English.
    const staff = await db().outboxMessage.findFirstOrThrow({ where: { template: "order-placed-staff", data: { path: ["orderNumber"], equals: String(order.number) } } });
    expect(composeMessage(staff, templateContext()).text).not.toMatch(/[\u0900-\u097F]/);
  });

  it("an English (or unstated) order stays English, its link unprefixed", async () => {
    const { order, mail, row } = await placeOrder({});
    expect(order.language).toBe("en");
    expect(row.data).not.toHaveProperty("locale");
    expect(mail.subject).toBe(`Your Vanya Living order ${order.number} is confirmed`);
    expect(mail.text).toContain("Total (incl. GST): ₹1,25,000");
    expect(mail.text).toContain(`Track your order: ${publicUrl(`/orders/track/?number=${order.number}`)}`);
    expect(mail.text).not.toMatch(/[\u0900-\u097F]/);
  });
});

describe("the customer's language", () => {
  it("a code asked for in Hindi comes in Hindi, and signing in from a Hindi page makes the customer's language Hindi", async () => {
    const email = "asha.hindi@example.in";
    const sent = await call(sendOtp, "/api/v2/auth/send-otp/", { method: "POST", body: { email }, headers: HINDI, ip: "203.0.113.77" });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    const row = await db().outboxMessage.findFirstOrThrow({ where: { recipient: email, template: "otp-code" }, orderBy: { id: "desc" } });
    expect(composeMessage(row, templateContext()).subject).toMatch(/^\d{6} आपका Vanya Living साइन-इन कोड है$/);
    const code = await latestCode(email);
    const login = await call(loginWithOtp, "/api/v2/auth/login-with-otp/", { method: "POST", body: { email, otp: code }, headers: HINDI, ip: "203.0.113.77" });
    expect(login.status, JSON.stringify(login.json)).toBe(200);
    expect((await db().user.findUniqueOrThrow({ where: { email } })).language).toBe("hi");
  });
});
