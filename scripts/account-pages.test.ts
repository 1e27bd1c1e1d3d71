// The account group's pages (rendered per request) on a production server: a page that finds nothing
// answers with the status 404 and the group's not-found content, not a 200 with the message drawn into it. Next's proxy decides before the page's shell is sent (lib/storefront/missing-pages.ts,
// docs/decisions/0077-account-404s-in-the-proxy.md).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/password.ts";
import { tokenHash } from "@/lib/orders/access.ts";
import { browserSignIn } from "@/scripts/lib/browser-sign-in.ts";
import { startTestServer, type TestServer } from "@/scripts/lib/server-process.ts";

const PASSWORD = "a long shopper password";
const SHARED_KEY = "asha-shared-list-0123456789";
const PRIVATE_KEY = "asha-private-list-0123456789";
const TOKEN = "asha-order-thanks-token-0123456789";
const TRACKING_TOKEN = "asha-order-tracking-token-0123456789";
const EXPIRED_TOKEN = "ravi-order-thanks-token-expired-0123";
let server: TestServer;
let ashaOrder = { id: 0, number: 0 };
let raviOrder = { id: 0, number: 0 };
let asha = "";

beforeAll(async () => {
  server = await startTestServer({
    prepare: async (prisma) => {
      const passwordHash = await hashPassword(PASSWORD);
      const a = await prisma.user.create({ data: { email: "asha@example.com", firstName: "Asha", passwordHash, emailVerified: true } });
      const r = await prisma.user.create({ data: { email: "ravi@example.com", firstName: "Ravi", passwordHash, emailVerified: true } });
      await prisma.wishList.create({ data: { ownerId: a.id, defaultOwnerId: a.id, name: "Asha’s picks", key: SHARED_KEY, visibility: "Shared" } });
      await prisma.wishList.create({ data: { ownerId: a.id, name: "Secret", key: PRIVATE_KEY, visibility: "Private" } });
      const day = 86_400_000;
      const order = (userId: number, thanks: string, tracking: string, thanksExpiresAt: Date) =>
        prisma.order.create({
          data: {
            trackingTokenHash: tokenHash(tracking),
            thanksTokenHash: tokenHash(thanks),
            thanksTokenExpiresAt: thanksExpiresAt,
            userId,
            email: "shopper@example.com",
            totalInclTax: "0",
            totalExclTax: "0",
            shippingInclTax: "0",
            shippingExclTax: "0",
            shippingMethod: "Standard",
            shippingCode: "standard",
          },
          select: { id: true, number: true },
        });
      ashaOrder = await order(a.id, TOKEN, TRACKING_TOKEN, new Date(Date.now() + day));
      raviOrder = await order(r.id, EXPIRED_TOKEN, "ravi-order-tracking-token-0123456789", new Date(Date.now() - 1000));
    },
  });
  asha = await signIn(server.origin, "asha@example.com");
}, 900_000);

afterAll(async () => {
  await server?.stop();
});

const signIn = (origin: string, email: string) => browserSignIn(origin, email, PASSWORD);

const get = (path: string, cookie?: string) => fetch(`${server.origin}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

/**
 * The page answers 404 with the account group's not-found content, never kept by a shared cache. As every
 * notFound() page's (docs/decisions/0009), the HTML is Next's error shell and the content comes in the
 * payload: the page's not-found signal, the group's frame (the full footer, which the root 404's light
 * frame has not) and the heading.
 */
async function expectNotFound(path: string, cookie?: string) {
  const r = await get(path, cookie);
  expect(r.status, path).toBe(404);
  expect(r.headers.get("cache-control"), path).toBe("private, no-store");
  expect(r.headers.has("x-storefront-private-answer"), path).toBe(false);
  const html = await r.text();
  expect(html, path).toContain('<meta name="robots" content="noindex"/>');
  expect(html, path).toContain("NEXT_HTTP_ERROR_FALLBACK;404");
  expect(html, path).toContain("handmade decor, crafted in Jodhpur");
  expect(html, path).toContain("We couldn’t find that page");
}

async function expectPage(path: string, heading: string | RegExp, cookie?: string) {
  const r = await get(path, cookie);
  expect(r.status, path).toBe(200);
  const html = await r.text();
  expect(html, path).toMatch(heading);
  expect(html, path).not.toContain("NEXT_HTTP_ERROR_FALLBACK");
}

describe("a shared wish list page", () => {
  it("answers 200 for a shared list", async () => {
    await expectPage(`/wishlists/${SHARED_KEY}/`, /<h1[^>]*>Asha’s picks<\/h1>/);
  });

  it("answers 404 for an unknown key, a private list's key and a malformed key", async () => {
    await expectNotFound("/wishlists/no-such-list-0123456789/");
    await expectNotFound(`/wishlists/${PRIVATE_KEY}/`);
    await expectNotFound("/wishlists/x/");
    await expectNotFound("/wishlists/no-such-list-0123456789/", asha);
  });
});

describe("an order page of the account", () => {
  it("answers 200 for the shopper's own order", async () => {
    await expectPage(`/account/orders/${ashaOrder.id}/`, new RegExp(`<h1[^>]*>Order (<!-- -->)?${ashaOrder.number}</h1>`), asha);
    await expectPage(`/account/orders/${ashaOrder.id}/return/`, new RegExp(`<h1[^>]*>Return items from order (<!-- -->)?${ashaOrder.number}</h1>`), asha);
  });

  it("answers 404 for someone else's order, an unknown one and a malformed id", async () => {
    await expectNotFound(`/account/orders/${raviOrder.id}/`, asha);
    await expectNotFound("/account/orders/999999/", asha);
    await expectNotFound("/account/orders/abc/", asha);
    // The order's return form, likewise.
    await expectNotFound(`/account/orders/${raviOrder.id}/return/`, asha);
    await expectNotFound("/account/orders/999999/return/", asha);
  });

  it("still sends a visitor without a session to sign in", async () => {
    const r = await get(`/account/orders/${raviOrder.id}/`);
    expect(r.status).toBe(307);
    expect(r.headers.get("location")).toContain("/account/login/");
  });

  it("answers 404 for a page of the order list beyond the last", async () => {
    await expectPage("/account/orders/", /<h1[^>]*>Your orders<\/h1>/, asha);
    await expectPage("/account/orders/?page=1", /<h1[^>]*>Your orders<\/h1>/, asha);
    await expectNotFound("/account/orders/?page=2", asha);
    await expectNotFound("/account/orders/?page=0", asha);
  });
});

describe("the thanks page", () => {
  it("answers 200 with the order's thanks token and 404 without the right one, with its tracking token, or once it expired", async () => {
    await expectPage(`/orders/${ashaOrder.number}/thanks/?token=${TOKEN}`, /<h1[^>]*>Thank you for your order<\/h1>/);
    await expectNotFound(`/orders/${ashaOrder.number}/thanks/?token=wrong-token`);
    await expectNotFound(`/orders/${raviOrder.number}/thanks/?token=${TOKEN}`);
    await expectNotFound(`/orders/${ashaOrder.number}/thanks/`);
    await expectNotFound(`/orders/${ashaOrder.number}/thanks/?token=${TRACKING_TOKEN}`);
    await expectNotFound(`/orders/${raviOrder.number}/thanks/?token=${EXPIRED_TOKEN}`);
  });
});
