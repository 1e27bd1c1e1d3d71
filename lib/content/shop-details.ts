// The shop's details — legal name, address, phone, hours, GSTIN — kept in one row staff edit
// (lib/admin/content/shop-details.ts) and shown by the footer, the contact, about, delivery and FAQ
// pages, the mails' footer and the invoices. The e-mail address is the staff address the contact form
// also writes to (configuration).
import { normaliseAddressPhone } from "@/lib/addresses/phone.ts";
import { config } from "@/lib/config.ts";
import { db, type Db, type Tx } from "@/lib/db.ts";
import { gstStateName } from "@/lib/tax/gst-states.ts";

export interface ShopDetails {
  legalName: string;
  /** For a letter: street, "Area, City", "State Pincode". */
  address: string[];
  city: string;
  stateCode: string;
  state: string;
  pincode: string;
  phone: { display: string; href: string };
  hours: string;
  /** Null while the shop is not registered for GST. */
  gstin: string | null;
}

type Row = NonNullable<Awaited<ReturnType<Db["shopDetails"]["findUnique"]>>>;

export function shopDetailsOf(row: Row): ShopDetails {
  const state = gstStateName(row.stateCode) ?? row.stateCode;
  const e164 = normaliseAddressPhone(row.phone, "IN");
  return {
    legalName: row.legalName,
    address: [row.addressLine1, row.addressLine2 ? `${row.addressLine2}, ${row.city}` : row.city, `${state} ${row.pincode}`],
    city: row.city,
    stateCode: row.stateCode,
    state,
    pincode: row.pincode,
    phone: { display: row.phone, href: `tel:${e164 ?? row.phone.replace(/[^\d+]/g, "")}` },
    hours: row.hours,
    gstin: row.gstin,
  };
}

/** The shop's details as stored now; null only in a database whose migrations did not run. */
export async function readShopDetails(client: Tx | Db = db()): Promise<ShopDetails | null> {
  const row = await client.shopDetails.findUnique({ where: { id: 1 } });
  return row ? shopDetailsOf(row) : null;
}

export function shopEmail(): string {
  return config().STAFF_EMAIL;
}

/** The shop's own pages about itself, in the footer's order. */
export const CONTENT_PAGES = {
  about: { href: "/about/", label: "About us" },
  contact: { href: "/contact/", label: "Contact us" },
  delivery: { href: "/delivery-and-returns/", label: "Delivery and returns" },
  faq: { href: "/faq/", label: "Questions and answers" },
  careers: { href: "/careers/", label: "Careers" },
  downloads: { href: "/downloads/", label: "Catalogues and brochures" },
  gallery: { href: "/gallery/", label: "Gallery" },
  showroom: { href: "/showroom/", label: "360° showroom" },
} as const;
