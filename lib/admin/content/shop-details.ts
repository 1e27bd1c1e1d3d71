// Staff edit the shop's details once — legal name, address, phone, hours, GSTIN — and the footer of
// every page, the contact page, the mails and the invoices follow (lib/content/shop-details.ts). A save
// over a newer version is refused (edit-conflict.ts); every change is audited. Every page shows the
// details in its footer, so a change expires every cached page, which is rendered again.
import { z } from "zod";
import { assertUnchanged } from "@/lib/admin/edit-conflict.ts";
import { normaliseAddressPhone } from "@/lib/addresses/phone.ts";
import { normalisePostcode } from "@/lib/addresses/postcodes.ts";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { afterCommit, db, type Db, type Tx } from "@/lib/db.ts";
import { NotFoundError, ValidationError } from "@/lib/errors.ts";
import { refresher } from "@/lib/page-cache/refresher.mjs";
import { tagClock } from "@/lib/page-cache/tag-clock.mjs";
import { SHOP_DETAILS_TAG } from "@/lib/page-cache/tags.ts";
import { GST_STATES, gstStateName } from "@/lib/tax/gst-states.ts";
import { INVALID_GSTIN, normaliseGstin } from "@/lib/tax/gstin.ts";

const text = (max: number, missing: string) => z.string().trim().min(1, missing).max(max, `At most ${max} characters.`);
const STATE_CODES = GST_STATES.map(([code]) => code) as [string, ...string[]];

const fields = {
  legal_name: text(200, "Give the shop's registered name.").describe('The registered name invoices carry: "Vanya Living Private Limited".'),
  address_line1: text(200, "Give the street address."),
  address_line2: z.string().trim().max(200, "At most 200 characters.").describe("The area or locality; may be empty."),
  city: text(100, "Give the city."),
  state_code: z.enum(STATE_CODES, "Choose the state.").describe('The GST state code: "08" for Rajasthan.'),
  pincode: z.string().trim().refine((v) => normalisePostcode(v, "IN") !== null, "Enter a valid pincode."),
  phone: z
    .string()
    .trim()
    .max(32, "At most 32 characters.")
    .refine((v) => normaliseAddressPhone(v, "IN") !== null, "Enter a complete Indian phone number, such as +91 291 274 0100.")
    .describe("As it should be shown; a link to call it is made from it."),
  hours: text(200, "Say when the shop answers the phone.").describe('"Monday to Saturday, 10 am – 7 pm".'),
  gstin: z.string().trim().max(20, INVALID_GSTIN).nullable().describe("15 characters, checked by format and check character; null or empty while the shop is not registered."),
};

const seenVersion = z.string().max(40).optional().describe("The details' updated_at as read: details changed since are refused with 409 edit_conflict.");

export const ShopDetailsPatchInput = z
  .object({ ...fields, updated_at: seenVersion })
  .partial()
  .meta({ id: "AdminShopDetailsPatchInput" });
export type ShopDetailsPatch = z.infer<typeof ShopDetailsPatchInput>;

export const AdminShopDetailsSchema = z
  .object({
    legal_name: z.string(),
    address_line1: z.string(),
    address_line2: z.string(),
    city: z.string(),
    state_code: z.string(),
    state: z.string().describe("The state's name."),
    pincode: z.string(),
    phone: z.string(),
    hours: z.string(),
    gstin: z.string().nullable(),
    updated_at: z.string().describe("Send it back as `updated_at` with a change."),
  })
  .meta({ id: "AdminShopDetails" });
export type AdminShopDetails = z.infer<typeof AdminShopDetailsSchema>;

type Row = NonNullable<Awaited<ReturnType<Db["shopDetails"]["findUnique"]>>>;
type Actor = { id: number; ip?: string };

function shapeOf(r: Row): Omit<AdminShopDetails, "state" | "updated_at"> {
  return { legal_name: r.legalName, address_line1: r.addressLine1, address_line2: r.addressLine2, city: r.city, state_code: r.stateCode, pincode: r.pincode, phone: r.phone, hours: r.hours, gstin: r.gstin };
}

export function adminShopDetailsJson(r: Row): AdminShopDetails {
  return { ...shapeOf(r), state: gstStateName(r.stateCode) ?? r.stateCode, updated_at: r.updatedAt.toISOString() };
}

export async function adminShopDetails(client: Tx | Db = db()): Promise<AdminShopDetails> {
  const row = await client.shopDetails.findUnique({ where: { id: 1 } });
  if (!row) throw new NotFoundError();
  return adminShopDetailsJson(row);
}

/** The stored details after the change: pincode and GSTIN in their one spelling; a GSTIN of another state refused. */
function checked(merged: ReturnType<typeof shapeOf>): ReturnType<typeof shapeOf> {
  const gstin = merged.gstin?.trim() ? normaliseGstin(merged.gstin) : null;
  if (merged.gstin?.trim() && !gstin) throw new ValidationError({ gstin: [INVALID_GSTIN] });
  if (gstin && gstin.slice(0, 2) !== merged.state_code) {
    const registered = gstStateName(gstin.slice(0, 2)) ?? "another state";
    throw new ValidationError({ gstin: [`This GSTIN is registered in ${registered}; the shop's state is ${gstStateName(merged.state_code)}.`] });
  }
  return { ...merged, pincode: normalisePostcode(merged.pincode, "IN") ?? merged.pincode, gstin };
}

/** Every page's footer follows once `tx` commits (the mails read the details afresh for each batch). */
function shopDetailsChanged(tx: Tx): void {
  afterCommit(tx, () => {
    tagClock.expire([SHOP_DETAILS_TAG]);
    refresher.refreshTagged([SHOP_DETAILS_TAG]);
  });
}

/** Saves the change; false when nothing changed. */
export async function saveShopDetails(tx: Tx, actor: Actor, patch: ShopDetailsPatch): Promise<boolean> {
  await tx.$queryRaw`SELECT id FROM "ShopDetails" WHERE id = 1 FOR UPDATE`;
  const row = await tx.shopDetails.findUnique({ where: { id: 1 } });
  if (!row) throw new NotFoundError();
  await assertUnchanged("ShopDetails", 1, row.updatedAt, patch.updated_at, tx);
  const before = shapeOf(row);
  const { updated_at: _seen, ...change } = patch;
  const after = checked({ ...before, ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) });
  if (JSON.stringify(after) === JSON.stringify(before)) return false;
  await tx.shopDetails.update({
    where: { id: 1 },
    data: { legalName: after.legal_name, addressLine1: after.address_line1, addressLine2: after.address_line2, city: after.city, stateCode: after.state_code, pincode: after.pincode, phone: after.phone, hours: after.hours, gstin: after.gstin },
  });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "shop_details.update", entityType: "ShopDetails", entityId: 1, before, after });
  shopDetailsChanged(tx);
  return true;
}
