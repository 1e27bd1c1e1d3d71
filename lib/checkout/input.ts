// What POST /api/v2/checkout/ takes (spec/API.md §6) and the compat answers for bad input: the basket
// hyperlink's errors are a bare list with 400, every other field error is 406 with field errors, and
// the checks that need the basket answer `non_field_errors` in the documented order (messages below).
import { z } from "zod";
import { AddressSchema, BillingAddressSchema } from "@/lib/addresses/address.ts";
import { config } from "@/lib/config.ts";
import { ApiError, type FieldErrors } from "@/lib/errors.ts";
import { HYPERLINK_ERRORS, integerId, parseHyperlink } from "@/lib/http/hyperlinks.ts";
import { parseInput } from "@/lib/http/validation.ts";
import { BASKET_PATH } from "@/lib/orders/paths.ts";
import { PAYMENT_METHODS } from "@/lib/payments/index.ts";
import { dec, type Decimal } from "@/lib/pricing/index.ts";
import { INVALID_GSTIN, normaliseGstin } from "@/lib/tax/gstin.ts";

export const CHECKOUT_MESSAGES = {
  anonymousForbidden: "Anonymous checkout forbidden",
  guestEmailRequired: "Guest email is required for anonymous checkouts",
  emptyBasket: "Cannot checkout with empty basket",
  methodUnavailable: (code: string) => `Shipping method '${code}' is not available`,
  shippingIncorrect: (posted: string, computed: string) => `Shipping price incorrect ${posted} != ${computed}`,
  totalIncorrect: (posted: string, computed: string) => `Total incorrect ${posted} != ${computed}`,
  noLongerAvailable: (title: string) => `'${title}' is no longer available`,
  maximum: (title: string, n: number) => `'${title}': a maximum of ${n} can be bought`,
  notDelivered: (pincode: string) => `We do not deliver to ${pincode} yet.`,
  // docs/decisions/0086: a guest's unpaid orders per e-mail address and per phone number.
  tooManyOpenOrders: (max: number, contact: "email" | "phone") =>
    `There ${max === 1 ? "is already 1 cash-on-delivery order" : `are already ${max} cash-on-delivery orders`} waiting to be shipped for this ${contact === "email" ? "e-mail address" : "phone number"}. Please wait until one has shipped, cancel one, or sign in to order more.`,
} as const;

/** A money amount as a string or a JSON number; a list, an object or true is not a number either. */
const amount = z
  .union([z.string(), z.number()], { error: (issue) => (issue.input === undefined || issue.input === null ? undefined : "A valid number is required.") })
  .refine((v) => /^\s*-?\d{1,10}(\.\d+)?\s*$/.test(String(v)), "A valid number is required.")
  .transform((v): Decimal => dec(String(v).trim()));

/** The buyer's GSTIN for a tax invoice in their business's name: blank is none; else shape and check character right (lib/tax/gstin.ts). */
const gstin = z
  .string({ error: INVALID_GSTIN })
  .max(40, INVALID_GSTIN)
  .nullish()
  .transform((v, ctx): string | null => {
    if (!v?.trim()) return null;
    const normal = normaliseGstin(v);
    if (normal) return normal;
    ctx.addIssue({ code: "custom", message: INVALID_GSTIN });
    return z.NEVER;
  })
  .describe("The buyer's GSTIN (15 characters; checked by format and check digit), printed on the tax invoice.");

/** Every field but the basket (read first, with its own compat answers). */
export const CheckoutFields = z.object({
  // The one rule for a guest's address: the checkout page's contact step asks guestContactRefusal below.
  guest_email: z.email().max(254).nullish(),
  total: amount.nullish(),
  shipping_method_code: z.string().trim().min(1).max(128).nullish(),
  shipping_charge: z
    .object({ currency: z.string().max(3).nullish(), excl_tax: amount, incl_tax: amount, tax: amount.nullish() })
    .nullish(),
  shipping_address: AddressSchema.nullish(),
  billing_address: BillingAddressSchema.nullish(),
  payment: z.object({ method: z.enum(PAYMENT_METHODS as [string, ...string[]]).default("cod") }).nullish(),
  gstin,
  business_name: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null)
    .describe("The registered business name printed on the tax invoice beside the GSTIN."),
});
export type CheckoutInput = z.output<typeof CheckoutFields>;

/** The body as the document shows it (the endpoint reads it field by field, to give the compat answers). */
export const CheckoutRequestSchema = CheckoutFields.extend({
  basket: z.union([z.url(), z.int()]).describe("The basket's URL or id."),
}).meta({ id: "CheckoutRequest" });

/**
 * The endpoint's declared body: every field optional and unchecked (an empty body too), so checkout
 * gives the compat answers itself.
 */
const field = (description: string) => z.unknown().optional().meta({ description });
export const CheckoutBody = z.preprocess(
  (v) => v ?? {},
  z.looseObject({
    basket: z.unknown().optional().meta({ hyperlink: BASKET_PATH, description: "The basket's URL or id (required)." }),
    guest_email: field("The buyer's e-mail address (anonymous callers; required for them)."),
    total: field("The total incl. GST the buyer saw; must equal the computed total."),
    shipping_method_code: field("The chosen shipping method (default: the cheapest available)."),
    shipping_charge: field('{"currency", "excl_tax", "incl_tax", "tax"}; must match the method\'s charge.'),
    shipping_address: field("The delivery address (required when a line needs shipping)."),
    billing_address: field("The billing address (optional)."),
    payment: field('{"method": "cod"} (cash on delivery, the default).'),
    gstin: field("The buyer's GSTIN for the tax invoice (optional; checked by format and check digit: 406 {\"gstin\": [\"Enter a valid GSTIN.\"]})."),
    business_name: field("The registered business name for the tax invoice (optional)."),
  }),
);

/** The basket's id from the body, or the compat 400 (a bare list). */
export function basketIdOf(body: Record<string, unknown>): number {
  const value = body.basket;
  if (value === undefined || value === null) throw new ApiError(400, [HYPERLINK_ERRORS.incorrectType("NoneType")]);
  const result = parseHyperlink(value, BASKET_PATH, integerId);
  if (!result.ok) throw new ApiError(400, [result.error]);
  return result.key;
}

export const basketDoesNotExist = () => new ApiError(400, [HYPERLINK_ERRORS.doesNotExist]);
export const unauthorized = () => new ApiError(401, "Unauthorized");
export const refused = (errors: FieldErrors) => new ApiError(406, errors);
export const refusedWith = (message: string) => refused({ non_field_errors: [message] });

/**
 * What checkout refuses about an anonymous caller once the fields parsed (after the basket check):
 * anonymous checkout switched off, then no guest_email.
 */
export function guestRefusal(guestEmail: string | null | undefined): ApiError | null {
  if (!config().ALLOW_ANON_CHECKOUT) return refusedWith(CHECKOUT_MESSAGES.anonymousForbidden);
  if (!guestEmail) return refusedWith(CHECKOUT_MESSAGES.guestEmailRequired);
  return null;
}

/**
 * The checkout's answer about a guest's contact alone, asked before there is an address or a method
 * (the checkout page's contact step): the 406 that POST /api/v2/checkout/ gives an anonymous caller for
 * this guest_email (its field error, or the refusals above), or null when checkout accepts the address.
 */
export async function guestContactRefusal(guestEmail: unknown): Promise<ApiError | null> {
  const parsed = await parseInput(CheckoutFields.pick({ guest_email: true }), { guest_email: guestEmail });
  if (!parsed.ok) return refused(parsed.errors);
  return guestRefusal(parsed.data.guest_email);
}

/** The other fields, or 406 with field errors. */
export async function checkoutFields(body: Record<string, unknown>): Promise<CheckoutInput> {
  const { basket: _basket, ...rest } = body;
  void _basket;
  const parsed = await parseInput(CheckoutFields, rest);
  if (!parsed.ok) throw refused(parsed.errors);
  return parsed.data;
}
