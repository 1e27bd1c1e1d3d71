// Guest orders claimed on verification (issue 20): a guest who later proves their e-mail address — a
// sign-in by a code sent to it, or a verification link confirmed with the account's password — finds the
// orders they placed as a guest with that address in their account. Nothing else claims them: not a
// registration of the address, not a password sign-in to an account that never proved it.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { createOrder } from "@/lib/testing/order-fixtures.ts";
import { latestCode, latestSecrets } from "@/lib/testing/outbox-secrets.ts";
import * as login from "../login/route.ts";
import * as register from "../register/route.ts";
import * as sendOtp from "../auth/send-otp/route.ts";
import * as loginWithOtp from "../auth/login-with-otp/route.ts";
import * as orders from "./route.ts";

let actionHeaders = new Headers();
vi.mock("next/headers", () => ({ headers: async () => actionHeaders }));
const { confirmEmail } = await import("@/app/[locale]/(account)/account/verify-email/actions.ts");

useTestDatabase();

beforeAll(createCountries);

beforeEach(() => {
  actionHeaders = new Headers({ host: "shop.test", origin: "http://shop.test" });
});

const PASSWORD = "walnut-almirah-77";
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

/** The numbers of the orders GET /api/v2/orders/ lists for a token (a plain list or a page of them). */
async function orderNumbers(token: string): Promise<string[]> {
  const r = await call(orders, "/api/v2/orders/", { headers: { Authorization: `Token ${token}` } });
  expect(r.status).toBe(200);
  const list = (Array.isArray(r.json) ? r.json : r.json.results) as { number: string }[];
  return list.map((o) => o.number).sort();
}

async function codeSignIn(email: string): Promise<string> {
  const ip = freshIp();
  await call(sendOtp, "/api/v2/auth/send-otp/", { method: "POST", ip, body: { email } });
  const r = await call(loginWithOtp, "/api/v2/auth/login-with-otp/", { method: "POST", ip, body: { email, otp: await latestCode(email) } });
  expect(r.status).toBe(200);
  return r.json.token;
}

async function registerAndSignIn(email: string): Promise<string> {
  const ip = freshIp();
  expect((await call(register, "/api/v2/register/", { method: "POST", ip, body: { email, password1: PASSWORD, password2: PASSWORD } })).status).toBe(201);
  const r = await call(login, "/api/v2/login/", { method: "POST", ip, body: { username: email, password: PASSWORD } });
  expect(r.status).toBe(200);
  return r.json.token;
}

/** Confirms the address from its mail's link with the password, as the verification page's form does. */
async function confirmByLink(email: string, password: string): Promise<void> {
  const token = new URL((await latestSecrets(email, "email-verification")).verifyUrl).searchParams.get("token")!;
  const form = new FormData();
  form.set("token", token);
  form.set("password", password);
  const digest = await confirmEmail(form).then(
    () => "",
    (e: { digest?: string }) => e.digest ?? "",
  );
  expect(digest).toContain("/account/verify-email/?confirmed=1");
}

describe("guest orders claimed when the address is proven", () => {
  it("a first sign-in by e-mail code brings the guest's earlier orders with that address into the new account, and no one else's", async () => {
    const first = await createOrder({ email: "guest.buyer@example.in" });
    const second = await createOrder({ email: "guest.buyer@example.in" });
    const otherGuest = await createOrder({ email: "another.guest@example.in" });
    const token = await codeSignIn("guest.buyer@example.in");
    expect(await orderNumbers(token)).toEqual([String(first.order.number), String(second.order.number)].sort());
    expect((await db().order.findUniqueOrThrow({ where: { id: otherGuest.order.id } })).userId).toBeNull();

    // An order placed as a guest after the account existed comes in with the next proof by code.
    const later = await createOrder({ email: "guest.buyer@example.in" });
    expect(await orderNumbers(token)).not.toContain(String(later.order.number));
    const again = await codeSignIn("guest.buyer@example.in");
    expect(await orderNumbers(again)).toContain(String(later.order.number));
  });

  it("an unverified registrant of the same address does not see them, even signed in by password; the link confirmed with the password claims them", async () => {
    const guestOrder = await createOrder({ email: "registrant@example.in" });
    const token = await registerAndSignIn("registrant@example.in");
    expect(await orderNumbers(token)).toEqual([]);
    expect((await db().order.findUniqueOrThrow({ where: { id: guestOrder.order.id } })).userId).toBeNull();

    await confirmByLink("registrant@example.in", PASSWORD);
    expect(await orderNumbers(token)).toEqual([String(guestOrder.order.number)]);
  });

  it("an order that already has an owner is never moved", async () => {
    const owner = await db().user.create({ data: { email: "owner@example.in", emailVerified: true } });
    const owned = await createOrder({ email: "shared.address@example.in", userId: owner.id });
    const token = await codeSignIn("shared.address@example.in");
    expect(await orderNumbers(token)).toEqual([]);
    expect((await db().order.findUniqueOrThrow({ where: { id: owned.order.id } })).userId).toBe(owner.id);
  });
});
