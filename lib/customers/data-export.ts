// "Download my data" (India's DPDP Act, issue 22): everything the shop holds about a customer as one JSON
// document — profile, address book, orders with their lines and addresses, wish lists and newsletter
// consent. The account page downloads it and GET /api/v2/account/data/ answers it.
import { z } from "zod";
import { db } from "@/lib/db.ts";
import type { OrderAddress } from "@/lib/generated/prisma/client.ts";
import { money } from "@/lib/pricing/index.ts";
import { publicUrl } from "@/lib/http/urls.ts";
import { mediaPath } from "@/lib/storage/keys.ts";

const AddressExport = z.object({
  title: z.string(), first_name: z.string(), last_name: z.string(), line1: z.string(), line2: z.string(), line3: z.string(),
  line4: z.string(), state: z.string(), postcode: z.string(), country: z.string(), phone_number: z.string().nullable(), notes: z.string(),
});

export const PersonalDataSchema = z
  .object({
    exported_at: z.string(),
    profile: z.object({
      id: z.int(), email: z.string().nullable(), phone_number: z.string().nullable(), first_name: z.string(), last_name: z.string(),
      email_verified: z.boolean(), phone_verified: z.boolean(), date_joined: z.string(), last_login: z.string().nullable(),
      erasure_requested_at: z.string().nullable(),
    }),
    addresses: z.array(AddressExport.extend({ is_default_for_shipping: z.boolean(), is_default_for_billing: z.boolean() })),
    orders: z.array(
      z.object({
        number: z.string(), date_placed: z.string(), status: z.string(), email: z.string(), currency: z.string(),
        total_incl_tax: z.string(), total_excl_tax: z.string(), shipping_incl_tax: z.string(), shipping_method: z.string(), payment_method: z.string(),
        shipping_address: AddressExport.nullable(), billing_address: AddressExport.nullable(),
        lines: z.array(z.object({ title: z.string(), sku: z.string(), quantity: z.int(), unit_price_incl_tax: z.string(), price_incl_tax: z.string() })),
      }),
    ),
    wish_lists: z.array(z.object({ name: z.string(), visibility: z.string(), date_created: z.string(), lines: z.array(z.object({ title: z.string(), date_created: z.string() })) })),
    reviews: z.array(
      z.object({ product: z.string(), rating: z.int(), title: z.string(), body: z.string(), photos: z.array(z.string()), helpful_count: z.int(), is_hidden: z.boolean(), created_at: z.string(), updated_at: z.string() }),
    ),
    newsletter: z.object({ email: z.string(), status: z.string(), subscribed_at: z.string(), confirmed_at: z.string().nullable(), unsubscribed_at: z.string().nullable() }).nullable(),
  })
  .meta({ id: "PersonalData" });
export type PersonalData = z.infer<typeof PersonalDataSchema>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function addressJson(a: Omit<OrderAddress, "id"> & { phoneNumber: string | null }) {
  return {
    title: a.title, first_name: a.firstName, last_name: a.lastName, line1: a.line1, line2: a.line2, line3: a.line3, line4: a.line4,
    state: a.state, postcode: a.postcode, country: a.countryIso2, phone_number: a.phoneNumber, notes: a.notes,
  };
}

/** The customer's data, or null when there is no such user. */
export async function personalData(userId: number, now = new Date()): Promise<PersonalData | null> {
  const user = await db().user.findUnique({
    where: { id: userId },
    include: {
      addresses: { orderBy: { id: "asc" } },
      orders: { orderBy: { datePlaced: "asc" }, include: { lines: { orderBy: { id: "asc" } }, shippingAddress: true, billingAddress: true } },
      wishLists: { orderBy: { id: "asc" }, include: { lines: { orderBy: { id: "asc" } } } },
      reviews: { orderBy: { id: "asc" }, include: { product: { select: { title: true } }, photos: { orderBy: [{ displayOrder: "asc" }, { id: "asc" }] } } },
    },
  });
  if (!user) return null;
  const subscription = user.email ? await db().newsletterSubscription.findUnique({ where: { email: user.email } }) : null;
  return {
    exported_at: now.toISOString(),
    profile: {
      id: user.id, email: user.email, phone_number: user.phoneNumber, first_name: user.firstName, last_name: user.lastName,
      email_verified: user.emailVerified, phone_verified: user.phoneVerified, date_joined: user.dateJoined.toISOString(), last_login: iso(user.lastLogin),
      erasure_requested_at: iso(user.erasureRequestedAt),
    },
    addresses: user.addresses.map((a) => ({ ...addressJson(a), is_default_for_shipping: a.isDefaultForShipping, is_default_for_billing: a.isDefaultForBilling })),
    orders: user.orders.map((o) => ({
      number: String(o.number), date_placed: o.datePlaced.toISOString(), status: o.status, email: o.email, currency: o.currency,
      total_incl_tax: money(o.totalInclTax), total_excl_tax: money(o.totalExclTax), shipping_incl_tax: money(o.shippingInclTax),
      shipping_method: o.shippingMethod, payment_method: o.paymentMethod,
      shipping_address: o.shippingAddress ? addressJson(o.shippingAddress) : null,
      billing_address: o.billingAddress ? addressJson(o.billingAddress) : null,
      lines: o.lines.map((l) => ({ title: l.title, sku: l.partnerSku, quantity: l.quantity, unit_price_incl_tax: money(l.unitPriceInclTax), price_incl_tax: money(l.priceInclTax) })),
    })),
    wish_lists: user.wishLists.map((w) => ({
      name: w.name, visibility: w.visibility, date_created: w.dateCreated.toISOString(),
      lines: w.lines.map((l) => ({ title: l.title, date_created: l.dateCreated.toISOString() })),
    })),
    reviews: user.reviews.map((r) => ({
      product: r.product.title, rating: r.rating, title: r.title, body: r.body, photos: r.photos.map((p) => publicUrl(mediaPath(p.key))),
      helpful_count: r.helpfulCount, is_hidden: r.hiddenAt !== null, created_at: r.createdAt.toISOString(), updated_at: r.updatedAt.toISOString(),
    })),
    newsletter: subscription
      ? { email: subscription.email, status: subscription.status, subscribed_at: subscription.createdAt.toISOString(), confirmed_at: iso(subscription.confirmedAt), unsubscribed_at: iso(subscription.unsubscribedAt) }
      : null,
  };
}
