// Every page that shows one caller's data, on a production server with the page cache on: rendered as
// shopper A, then as shopper B and as a visitor with no cookie, none of A's data may appear in B's or the
// visitor's HTML or RSC payloads — one after another (a page or data cache that kept A's render) and all
// at once (a render shared between concurrent requests). Every page outside the cached shop group must
// be listed here, so a new personal page fails this test until it is (docs/decisions/0100).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { computeCacheBustingSearchParam } from "next/dist/shared/lib/router/utils/cache-busting-search-param.js";
import { hashPassword } from "@/lib/auth/password.ts";
import { sha256 } from "@/lib/auth/secrets.ts";
import { refreshProductFacts } from "@/lib/catalogue/product-facts.ts";
import { resetConfig } from "@/lib/config.ts";
import { unsubscribeUrlFor } from "@/lib/content/newsletter.ts";
import type { Db } from "@/lib/db.ts";
import { THANKS_LINK_TTL_MS, tokenHash } from "@/lib/orders/access.ts";
import { CACHED_GROUP, pageFiles, personalPageFiles, routeOf, STATUS_PAGES } from "@/lib/page-cache/personal-pages.ts";
import { browserSignIn } from "@/scripts/lib/browser-sign-in.ts";
import { startTestServer, type TestServer } from "@/scripts/lib/server-process.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const PASSWORD = "a long shopper password";
const SECRET = randomBytes(32).toString("base64url");

interface Person {
  key: "a" | "b";
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  line1: string;
  product: string;
  privateList: string;
  sharedList: string;
  sharedKey: string;
  orderId: number;
  orderNumber: string;
  orderToken: string;
  trackToken: string;
  verifyToken: string;
  newsletterToken: string;
  /** A back-in-stock request's link token (64 hex digits, as made) for the person's own product. */
  alertToken: string;
  /** A staff invitation's link token (43 characters, as made), and the address it invites (shown to whoever holds the link). */
  inviteToken: string;
  inviteEmail: string;
  cookie: string;
}

const people: Record<"a" | "b", Person> = {
  a: {
    key: "a",
    email: "asha.privacy@example.in",
    firstName: "Asha",
    lastName: "Privadarshini",
    phone: "+919845000111",
    line1: "14 Lantana Privacy Lane",
    product: "Saffron Marker Ottoman",
    privateList: "Asha’s secret picks",
    sharedList: "Asha’s gifting list",
    sharedKey: "asha-shared-gifting-list-0123456789",
    orderId: 0,
    orderNumber: "",
    orderToken: "asha-thanks-page-token-0123456789abcdef",
    trackToken: "asha-order-tracking-token-0123456789abcdef",
    verifyToken: "asha-verification-token-0123456789abcdef",
    newsletterToken: "",
    alertToken: "a1".repeat(32),
    inviteToken: "asha-staff-invitation-a1b2c3d4e5f6g7h8i9j0k",
    inviteEmail: "asha.invited@example.in",
    cookie: "",
  },
  b: {
    key: "b",
    email: "ravi.privacy@example.in",
    firstName: "Ravi",
    lastName: "Basketwala",
    phone: "+919845000222",
    line1: "99 Banyan Other Road",
    product: "Indigo Marker Stool",
    privateList: "Ravi’s own picks",
    sharedList: "Ravi’s wedding list",
    sharedKey: "ravi-shared-wedding-list-0123456789",
    orderId: 0,
    orderNumber: "",
    orderToken: "ravi-thanks-page-token-0123456789abcdef",
    trackToken: "ravi-order-tracking-token-0123456789abcdef",
    verifyToken: "ravi-verification-token-0123456789abcdef",
    newsletterToken: "",
    alertToken: "b2".repeat(32),
    inviteToken: "ravi-staff-invitation-k0j9i8h7g6f5e4d3c2b1a",
    inviteEmail: "ravi.invited@example.in",
    cookie: "",
  },
};

/** What of A's may never reach anyone else: name, contact, address, what A buys, keeps and lists. */
function secretsOf(p: Person): string[] {
  const national = p.phone.slice(3);
  return [p.lastName, p.email, national, `${national.slice(0, 5)} ${national.slice(5)}`, p.line1, p.product, p.privateList, p.sharedList, p.sharedKey, p.orderToken, p.trackToken, p.verifyToken, p.newsletterToken, p.alertToken, p.inviteToken, p.inviteEmail];
}

interface Visit {
  path: string;
  cookie?: string;
}

interface PersonalPage {
  /** The page as its owner asks for it (B asks for B's own). */
  as(p: Person): Visit;
  /** A visitor without a cookie: A's address without its credential (or with none to give). */
  nobody(a: Person): Visit;
  /** What A's own view shows: the test is blind if A's data is not there to leak. */
  shows(a: Person): string[];
}

const withCookie = (pathOf: (p: Person) => string): Pick<PersonalPage, "as" | "nobody"> => ({
  as: (p) => ({ path: pathOf(p), cookie: p.cookie }),
  nobody: (a) => ({ path: pathOf(a) }),
});

/** Every page file outside the cached shop group (app/[locale]/(shop)/, the same for everyone by construction), by its file. */
const PERSONAL_PAGES: Record<string, PersonalPage> = {
  "app/[locale]/(account)/account/page.tsx": { ...withCookie(() => "/account/"), shows: (a) => [a.lastName, a.email, a.line1] },
  "app/[locale]/(account)/account/orders/page.tsx": { ...withCookie(() => "/account/orders/"), shows: (a) => [a.orderNumber] },
  "app/[locale]/(account)/account/orders/[id]/page.tsx": { ...withCookie((p) => `/account/orders/${p.orderId}/`), shows: (a) => [a.product, a.line1] },
  "app/[locale]/(account)/account/orders/[id]/return/page.tsx": { ...withCookie((p) => `/account/orders/${p.orderId}/return/`), shows: (a) => [a.product] },
  "app/[locale]/(account)/account/wishlist/page.tsx": { ...withCookie(() => "/account/wishlist/"), shows: (a) => [a.product] },
  "app/[locale]/(account)/basket/page.tsx": { ...withCookie(() => "/basket/"), shows: (a) => [a.product] },
  "app/[locale]/(account)/checkout/page.tsx": { ...withCookie(() => "/checkout/"), shows: (a) => [a.product] },
  "app/[locale]/(account)/orders/[number]/thanks/page.tsx": {
    as: (p) => ({ path: `/orders/${p.orderNumber}/thanks/?token=${p.orderToken}`, cookie: p.cookie }),
    nobody: (a) => ({ path: `/orders/${a.orderNumber}/thanks/` }),
    shows: (a) => [a.product, a.line1],
  },
  // The provider's checkout form carries the buyer's name, e-mail and phone (PAYMENTS=fake below).
  "app/[locale]/(account)/orders/[number]/pay/page.tsx": {
    as: (p) => ({ path: `/orders/${p.orderNumber}/pay/?token=${p.trackToken}`, cookie: p.cookie }),
    nobody: (a) => ({ path: `/orders/${a.orderNumber}/pay/` }),
    shows: (a) => [a.lastName, a.email, a.phone.slice(3)],
  },
  "app/[locale]/(account)/orders/track/page.tsx": {
    as: (p) => ({ path: `/orders/track/?token=${p.trackToken}`, cookie: p.cookie }),
    nobody: () => ({ path: "/orders/track/" }),
    shows: (a) => [a.product],
  },
  "app/[locale]/(account)/wishlists/[key]/page.tsx": {
    as: (p) => ({ path: `/wishlists/${p.sharedKey}/`, cookie: p.cookie }),
    nobody: () => ({ path: "/wishlists/no-such-shared-list-0123456789/" }),
    shows: (a) => [a.sharedList, a.product],
  },
  "app/[locale]/(account)/account/login/page.tsx": { ...withCookie(() => "/account/login/"), shows: () => [] },
  "app/[locale]/(account)/account/register/page.tsx": { ...withCookie(() => "/account/register/"), shows: () => [] },
  "app/[locale]/(account)/account/verify-email/page.tsx": {
    as: (p) => ({ path: `/account/verify-email/?token=${p.verifyToken}`, cookie: p.cookie }),
    nobody: () => ({ path: "/account/verify-email/" }),
    shows: () => [],
  },
  "app/[locale]/(account)/staff-invitation/page.tsx": {
    as: (p) => ({ path: `/staff-invitation/?token=${p.inviteToken}`, cookie: p.cookie }),
    nobody: () => ({ path: "/staff-invitation/?token=no-such-token-0123456789" }),
    shows: (a) => [a.inviteEmail],
  },
  "app/[locale]/(account)/newsletter/confirm/[token]/page.tsx": {
    as: (p) => ({ path: `/newsletter/confirm/${p.newsletterToken}/`, cookie: p.cookie }),
    nobody: () => ({ path: "/newsletter/confirm/no-such-token-0123456789/" }),
    shows: (a) => [a.email],
  },
  "app/[locale]/(account)/newsletter/unsubscribe/[token]/page.tsx": {
    as: (p) => ({ path: `/newsletter/unsubscribe/${p.newsletterToken}/`, cookie: p.cookie }),
    nobody: () => ({ path: "/newsletter/unsubscribe/no-such-token-0123456789/" }),
    shows: (a) => [a.email],
  },
  "app/[locale]/(account)/stock-alerts/confirm/[token]/page.tsx": {
    as: (p) => ({ path: `/stock-alerts/confirm/${p.alertToken}/`, cookie: p.cookie }),
    nobody: () => ({ path: `/stock-alerts/confirm/${"0".repeat(64)}/` }),
    shows: (a) => [a.email, a.product],
  },
  "app/[locale]/(account)/stock-alerts/cancel/[token]/page.tsx": {
    as: (p) => ({ path: `/stock-alerts/cancel/${p.alertToken}/`, cookie: p.cookie }),
    nobody: () => ({ path: `/stock-alerts/cancel/${"0".repeat(64)}/` }),
    shows: (a) => [a.email, a.product],
  },
  // What a back-in-stock form posted without JavaScript did: read from the notice cookie only.
  "app/[locale]/(account)/stock-alerts/asked/page.tsx": { ...withCookie(() => "/stock-alerts/asked/"), shows: () => [] },
  "app/[locale]/(account)/page-not-found/page.tsx": { ...withCookie(() => "/page-not-found/"), shows: () => [] },
  "app/admin/page.tsx": { ...withCookie(() => "/admin/"), shows: () => [] },
  "app/staff-only/page.tsx": { ...withCookie(() => "/staff-only/"), shows: () => [] },
};

let server: TestServer;

async function prepare(prisma: Db): Promise<void> {
  await prisma.country.create({ data: { iso2: "IN", iso3: "IND", numeric: "356", printableName: "India", name: "Republic of India", displayOrder: 1, isShippingCountry: true } });
  const partner = await prisma.partner.create({ data: { name: "Workshop", code: "workshop" } });
  const cls = await prisma.productClass.create({ data: { name: "Furniture", slug: "furniture", gstRate: "0.1800", taxCode: "GST18", hsnCode: "9403" } });
  const room = await prisma.category.create({ data: { name: "Living Room", slug: "living-room", path: "0001", depth: 0, searchText: "living room" } });
  const zone = await prisma.shippingZone.create({ data: { code: "south", name: "South India", areas: { create: { countryIso2: "IN", pincodePrefix: "56" } } } });
  const method = await prisma.shippingMethod.create({ data: { code: "standard", name: "Standard delivery", minDays: 3, maxDays: 6, displayOrder: 1 } });
  await prisma.shippingCharge.create({ data: { zoneId: zone.id, methodId: method.id, price: "0.00" } });
  const passwordHash = await hashPassword(PASSWORD);
  for (const p of Object.values(people)) {
    const product = await prisma.product.create({
      data: { title: p.product, slug: p.product.toLowerCase().replaceAll(" ", "-"), productClassId: cls.id, categories: { create: { categoryId: room.id } } },
    });
    const record = await prisma.stockRecord.create({ data: { productId: product.id, partnerId: partner.id, partnerSku: `SKU-${p.key}`, price: "11800.00", numInStock: 10, numAllocated: 1 } });
    const user = await prisma.user.create({ data: { email: p.email, firstName: p.firstName, lastName: p.lastName, phoneNumber: p.phone, passwordHash, emailVerified: true } });
    const address = { title: "", firstName: p.firstName, lastName: p.lastName, line1: p.line1, line4: "Bengaluru", state: "Karnataka", postcode: "560038", countryIso2: "IN", phoneNumber: p.phone };
    await prisma.userAddress.create({ data: { ...address, userId: user.id, isDefaultForShipping: true, hash: sha256(`${p.key}-address`) } });
    await prisma.wishList.create({ data: { ownerId: user.id, defaultOwnerId: user.id, name: p.privateList, key: `${p.key}-private-list-0123456789`, lines: { create: { productId: product.id, title: p.product } } } });
    await prisma.wishList.create({ data: { ownerId: user.id, name: p.sharedList, key: p.sharedKey, visibility: "Shared", lines: { create: { productId: product.id, title: p.product } } } });
    const shipTo = await prisma.orderAddress.create({ data: address });
    const order = await prisma.order.create({
      data: {
        trackingTokenHash: tokenHash(p.trackToken),
        thanksTokenHash: tokenHash(p.orderToken),
        thanksTokenExpiresAt: new Date(Date.now() + THANKS_LINK_TTL_MS),
        userId: user.id,
        email: p.email,
        totalInclTax: "11800.00",
        totalExclTax: "10000.00",
        shippingInclTax: "0.00",
        shippingExclTax: "0.00",
        shippingMethod: "Standard delivery",
        shippingCode: "standard",
        shippingAddressId: shipTo.id,
        // Paid online and waiting for it: its payment page carries the buyer's name, e-mail and phone to the provider's checkout.
        status: "pending_payment",
        paymentMethod: "razorpay",
        paymentState: "pending",
        paymentDueAt: new Date(Date.now() + 3_600_000),
        lines: {
          create: {
            productId: product.id,
            stockRecordId: record.id,
            partnerSku: record.partnerSku,
            title: p.product,
            quantity: 1,
            unitPriceInclTax: "11800.00",
            priceInclTax: "11800.00",
            priceExclTax: "10000.00",
            priceInclTaxExclDiscounts: "11800.00",
            priceExclTaxExclDiscounts: "10000.00",
            numAllocated: 1,
            taxRate: "0.1800",
            taxCode: "GST18",
            hsnCode: "9403",
          },
        },
        events: { create: { status: "pending_payment", note: "Order placed, awaiting payment" } },
      },
    });
    [p.orderId, p.orderNumber] = [order.id, String(order.number)];
    await prisma.emailVerification.create({ data: { userId: user.id, email: p.email, tokenHash: sha256(p.verifyToken), expiresAt: new Date(Date.now() + 86_400_000) } });
    const sub = await prisma.newsletterSubscription.create({ data: { email: p.email, status: "confirmed", tokenHash: "pending", confirmedAt: new Date() } });
    p.newsletterToken = new URL(unsubscribeUrlFor(sub)).pathname.split("/").filter(Boolean).at(-1)!;
    await prisma.newsletterSubscription.update({ where: { id: sub.id }, data: { tokenHash: sha256(p.newsletterToken) } });
    await prisma.stockAlert.create({ data: { productId: product.id, userId: user.id, channel: "email", recipient: p.email, status: "confirmed", openKey: `${product.id}:email:${p.email}`, tokenHash: sha256(p.alertToken), confirmedAt: new Date() } });
    const invited = await prisma.user.create({ data: { email: p.inviteEmail, isStaff: true, staffGroups: ["content"] } });
    await prisma.staffInvitation.create({ data: { userId: invited.id, tokenHash: sha256(p.inviteToken), invitedById: user.id, expiresAt: new Date(Date.now() + 86_400_000) } });
  }
  await refreshProductFacts(prisma, "all");
}

/** Signs in as a browser does and puts the person's own product in their basket. */
async function shopperWithBasket(p: Person): Promise<void> {
  const session = await browserSignIn(server.origin, p.email, PASSWORD);
  const cards = await (await fetch(`${server.origin}/api/v2/products/?q=${encodeURIComponent(p.product)}`)).json();
  const r = await fetch(`${server.origin}/api/v2/basket/add-product/`, {
    method: "POST",
    headers: { Cookie: session, Origin: server.origin, "Content-Type": "application/json" },
    body: JSON.stringify({ url: cards.results[0].url, quantity: 1 }),
  });
  expect(r.status, await r.clone().text()).toBe(200);
  p.cookie = session;
}

beforeAll(async () => {
  process.env.NEXTAUTH_SECRET = SECRET;
  resetConfig();
  server = await startTestServer({ env: { NEXTAUTH_SECRET: SECRET, CATALOGUE_CACHE: "1", PAYMENTS: "fake" }, prepare });
  await shopperWithBasket(people.a);
  await shopperWithBasket(people.b);
}, 900_000);

afterAll(async () => {
  await server?.stop();
  delete process.env.NEXTAUTH_SECRET;
  resetConfig();
});

type Kind = "html" | "rsc" | "prefetch";

/** The page as a browser loads it (HTML), as the router fetches it on a navigation (RSC) and as it prefetches it. */
async function fetchPage(visit: Visit, kind: Kind): Promise<{ status: number; body: string }> {
  const headers: Record<string, string> = visit.cookie ? { Cookie: visit.cookie } : {};
  const url = new URL(visit.path, server.origin);
  if (kind !== "html") {
    headers.RSC = "1";
    if (kind === "prefetch") headers["Next-Router-Prefetch"] = "1";
    url.searchParams.set("_rsc", await computeCacheBustingSearchParam(kind === "prefetch" ? "1" : undefined, undefined, undefined, undefined));
  }
  const r = await fetch(url, { headers, redirect: "manual" });
  return { status: r.status, body: await r.text() };
}

const KINDS: Kind[] = ["html", "rsc", "prefetch"];

function leaked(body: string): string[] {
  return secretsOf(people.a).filter((s) => s && body.includes(s));
}

describe("pages that show one caller's data", () => {
  it("are every page outside the cached shop group, and the shop group asks no one who is calling", () => {
    const files = pageFiles(ROOT);
    // Staff pages beyond the dashboard are proved by scripts/admin-pages.test.ts instead: each refuses
    // shoppers and visitors (they get the 403 page or the sign-in redirect), and holds no shopper's own view.
    const outside = files.filter((f) => !f.startsWith(CACHED_GROUP) && !(f.startsWith("app/admin/") && f !== "app/admin/page.tsx"));
    expect(outside.filter((f) => !(f in PERSONAL_PAGES)), "pages to list in PERSONAL_PAGES").toEqual([]);
    expect(Object.keys(PERSONAL_PAGES).filter((f) => !outside.includes(f)), "listed pages that no longer exist").toEqual([]);
    const askers = files
      .filter((f) => f.startsWith(CACHED_GROUP))
      .flatMap((f) => {
        const dir = path.dirname(path.join(ROOT, f));
        return fs.readdirSync(dir).filter((n) => /\.tsx?$/.test(n)).map((n) => path.join(dir, n));
      })
      .filter((file) => /from "next\/headers"|getPageCaller|cookies\(\)/.test(fs.readFileSync(file, "utf8")));
    expect(askers, "shop pages reading the caller").toEqual([]);
  });

  it("are rendered whole for each request: the build leaves no shell of them for Next to store or share", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, ".next/prerender-manifest.json"), "utf8"));
    const prerendered = new Set([...Object.keys(manifest.routes), ...Object.values<{ srcRoute?: string }>(manifest.routes).map((r) => r.srcRoute), ...Object.keys(manifest.dynamicRoutes)]);
    const personal = personalPageFiles(ROOT).map(routeOf);
    expect(personal).toContain("/[locale]/basket");
    expect(personal.filter((route) => prerendered.has(route))).toEqual([]);
    for (const status of STATUS_PAGES) expect(prerendered.has(routeOf(status)), status).toBe(true);
  });

  it("show A's own data to A", async () => {
    for (const [file, page] of Object.entries(PERSONAL_PAGES)) {
      const { status, body } = await fetchPage(page.as(people.a), "html");
      expect(status, file).toBeLessThan(500);
      for (const s of page.shows(people.a)) expect(body, `${file} shows ${s}`).toContain(s);
    }
  }, 300_000);

  it("never show A's data to B or to a visitor without a cookie, one request after another", async () => {
    for (let round = 0; round < 2; round++) {
      for (const [file, page] of Object.entries(PERSONAL_PAGES)) {
        for (const kind of KINDS) await fetchPage(page.as(people.a), kind);
        for (const [who, visit] of [["B", page.as(people.b)], ["nobody", page.nobody(people.a)]] as const) {
          for (const kind of KINDS) {
            const { body } = await fetchPage(visit, kind);
            expect(leaked(body), `${file} as ${who} (${kind}, round ${round + 1})`).toEqual([]);
          }
        }
      }
    }
  }, 600_000);

  it("never show A's data to B or to a visitor without a cookie asking at the same moment", async () => {
    for (const [file, page] of Object.entries(PERSONAL_PAGES)) {
      const visits = KINDS.flatMap((kind) => [page.as(people.a), page.as(people.b), page.nobody(people.a)].map((visit) => ({ visit, kind })));
      const answers = await Promise.all(visits.map(({ visit, kind }) => fetchPage(visit, kind)));
      answers.forEach(({ body }, i) => {
        const { visit, kind } = visits[i];
        if (visit.cookie !== people.a.cookie) expect(leaked(body), `${file}, concurrent ${kind} request as ${visit.cookie ? "B" : "nobody"}`).toEqual([]);
      });
    }
  }, 300_000);
});
