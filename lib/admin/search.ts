// The staff pages' search box: one query finds orders (number, e-mail, phone), customers (e-mail, phone)
// and products (SKU, GTIN, title), each part only for staff whose groups open it.
import { mayUse, type StaffStanding } from "@/lib/auth/staff-groups.ts";
import { db } from "@/lib/db.ts";

const LIMIT = 10;

export interface StaffSearchResults {
  orders: { id: number; number: number; email: string; status: string; total: string; placed: Date }[] | null;
  customers: { id: number; email: string | null; phone: string | null; name: string }[] | null;
  products: { id: number; title: string; sku: string | null; isPublic: boolean }[] | null;
}

const digits = (q: string) => q.replace(/[\s+-]/g, "");

/** A phone as the shop stores it (+91 and ten digits) when `q` looks like an Indian mobile number. */
function phoneOf(q: string): string | null {
  const d = digits(q);
  if (/^(91)?[6-9]\d{9}$/.test(d)) return `+91${d.slice(-10)}`;
  return null;
}

async function orders(q: string) {
  const phone = phoneOf(q);
  const number = /^\d{1,9}$/.test(q) ? Number(q) : null;
  const rows = await db().order.findMany({
    where: {
      OR: [
        ...(number !== null ? [{ number }] : []),
        ...(q.includes("@") || q.length >= 3 ? [{ email: { contains: q.toLowerCase() } }] : []),
        ...(phone ? [{ shippingAddress: { phoneNumber: phone } }] : []),
      ],
    },
    orderBy: { datePlaced: "desc" },
    take: LIMIT,
    select: { id: true, number: true, email: true, status: true, totalInclTax: true, datePlaced: true },
  });
  return rows.map((o) => ({ id: o.id, number: o.number, email: o.email, status: o.status, total: o.totalInclTax.toFixed(2), placed: o.datePlaced }));
}

async function customers(q: string) {
  const phone = phoneOf(q);
  const rows = await db().user.findMany({
    where: { OR: [{ email: { contains: q.toLowerCase() } }, ...(phone ? [{ phoneNumber: phone }] : [])] },
    orderBy: { dateJoined: "desc" },
    take: LIMIT,
    select: { id: true, email: true, phoneNumber: true, firstName: true, lastName: true },
  });
  return rows.map((u) => ({ id: u.id, email: u.email, phone: u.phoneNumber, name: `${u.firstName} ${u.lastName}`.trim() }));
}

async function products(q: string) {
  const rows = await db().product.findMany({
    where: {
      OR: [
        { title: { contains: q, mode: "insensitive" } },
        { upc: q },
        { stockRecord: { partnerSku: { equals: q, mode: "insensitive" } } },
      ],
    },
    orderBy: [{ title: "asc" }],
    take: LIMIT,
    select: { id: true, title: true, isPublic: true, stockRecord: { select: { partnerSku: true } } },
  });
  return rows.map((p) => ({ id: p.id, title: p.title, sku: p.stockRecord?.partnerSku ?? null, isPublic: p.isPublic }));
}

export async function staffSearch(who: StaffStanding, raw: string): Promise<StaffSearchResults> {
  const q = raw.trim().slice(0, 100);
  if (!q) return { orders: null, customers: null, products: null };
  const [o, c, p] = await Promise.all([
    mayUse(who, ["orders"]) ? orders(q) : null,
    mayUse(who, ["customers", "orders"]) ? customers(q) : null,
    mayUse(who, ["catalogue", "orders"]) ? products(q) : null,
  ]);
  return { orders: o, customers: c, products: p };
}
