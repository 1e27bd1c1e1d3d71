"use server";
// "Continue as a guest" asks checkGuestContact about the e-mail address (the checkout's own rule).
// "Place order": the checkout form posts here (with or without JavaScript). The body is what the
// storefront sends to POST /api/v2/checkout/ and goes through the same service with the form's
// Idempotency-Key (lib/checkout/answer.ts), so a double click or a resent form places one order.
import { randomUUID } from "node:crypto";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { asLocale, localePath } from "@/lib/i18n/locale.ts";
import { revalidatePath } from "next/cache";
import { ADDRESS_FIELDS, totalField, type CheckoutState, type CheckoutValues } from "@/components/buying/checkout-state.ts";
import { getAddress } from "@/lib/addresses/address-book.ts";
import { lookUpPincode } from "@/lib/addresses/pincode-directory.ts";
import { getPageCaller } from "@/lib/auth/page-caller.ts";
import type { Caller } from "@/lib/auth/caller.ts";
import { checkoutAnswer, type CheckoutAnswer } from "@/lib/checkout/answer.ts";
import { ApiError } from "@/lib/errors.ts";
import { isSecure, originFromHeaders, UrlBuilder } from "@/lib/http/urls.ts";
import { thanksPagePath } from "@/lib/orders/paths.ts";
import { paymentPagePath } from "@/lib/payments/online.ts";
import { addDecimals } from "@/components/buying/decimal.ts";
import { methodsForAddress } from "@/lib/storefront/basket-page.ts";
import { CHECKOUT_ATTEMPT_COOKIE } from "@/lib/storefront/checkout-attempt.ts";
import { guestContactError } from "@/lib/storefront/checkout-contact.ts";
import { checkoutErrors } from "@/lib/storefront/checkout-errors.ts";

const text = (data: FormData, name: string, max = 300) => String(data.get(name) ?? "").slice(0, max);

function valuesOf(data: FormData): CheckoutValues {
  const address = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, text(data, f)])) as Record<(typeof ADDRESS_FIELDS)[number], string>;
  return {
    ...address,
    guest_email: text(data, "guest_email"),
    address_choice: text(data, "address_choice") || "new",
    shipping_method_code: text(data, "shipping_method_code", 128),
    gstin: text(data, "gstin", 40),
    business_name: text(data, "business_name", 200),
    payment_method: text(data, "payment_method", 20) === "razorpay" ? "razorpay" : "cod",
  };
}

/** The delivery address the buyer chose: a saved one (signed in) or the form's fields. */
async function shippingAddress(caller: Caller, values: CheckoutValues): Promise<Record<string, string> | null> {
  if (caller.user && values.address_choice !== "new") {
    try {
      const a = await getAddress(caller.user.id, values.address_choice);
      return { title: a.title, first_name: a.firstName, last_name: a.lastName, line1: a.line1, line2: a.line2, line3: a.line3, line4: a.line4, state: a.state, postcode: a.postcode, country: a.countryIso2, phone_number: a.phoneNumber, notes: a.notes };
    } catch (e) {
      if (e instanceof ApiError) return null;
      throw e;
    }
  }
  const { address_choice: _choice, guest_email: _email, shipping_method_code: _code, gstin: _gstin, business_name: _business, payment_method: _payment, ...address } = values;
  void _choice, void _email, void _code, void _gstin, void _business, void _payment;
  // City and state left to the pincode (the form's "From the pincode": what a form without JavaScript
  // sends), from India Post's directory; the page drawn again after a refusal shows them.
  if ((!address.state.trim() || !address.line4.trim()) && (address.country || "IN") === "IN") {
    const place = await lookUpPincode(address.postcode.replace(/\s+/g, ""));
    if (place && !address.state.trim()) values.state = address.state = place.state;
    if (place && !address.line4.trim()) values.line4 = address.line4 = place.district;
  }
  return address;
}

/** The same key while its first request still runs (a double click): wait for that answer. */
async function answerOnce(run: () => Promise<CheckoutAnswer>): Promise<CheckoutAnswer> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const inProgress = e.status === 409 && (e.body as { code?: string } | null)?.code === "idempotency_key_in_progress";
      if (!inProgress || attempt >= 40) return { status: e.status, body: e.body };
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/**
 * "Continue as a guest": the checkout's own answer about the e-mail address (the message beside the
 * field, or null when placing the order would accept it), asked before the address step.
 */
export async function checkGuestContact(email: unknown): Promise<string | null> {
  return guestContactError(typeof email === "string" ? email.slice(0, 300) : "");
}

export async function placeOrder(state: CheckoutState, data: FormData): Promise<CheckoutState> {
  const caller = await getPageCaller();
  const values = valuesOf(data);
  const key = text(data, "idempotency_key", 255) || state.key;
  const savedAddress = !!caller.user && values.address_choice !== "new";
  const address = await shippingAddress(caller, values);
  if (!address) return { key, values, errors: { address_choice: "That address is no longer in your address book. Please choose another." } };
  const code = values.shipping_method_code;
  // The total the buyer saw: goods and delivery, and the cash-on-delivery charge shown beside that choice.
  const seen = code ? text(data, totalField(code), 20) : "";
  const charge = values.payment_method === "cod" ? text(data, "cod_charge", 20) : "";
  const total = seen && /^\d{1,10}(\.\d{1,2})?$/.test(seen) && (!charge || /^\d{1,10}(\.\d{1,2})?$/.test(charge)) ? (charge ? addDecimals(seen, charge) : seen) : seen;
  const body: Record<string, unknown> = {
    basket: Number(text(data, "basket", 12)) || null,
    ...(caller.user ? {} : { guest_email: values.guest_email.trim() }),
    ...(code ? { shipping_method_code: code } : {}),
    ...(total ? { total } : {}),
    shipping_address: address,
    payment: { method: values.payment_method },
    ...(values.gstin.trim() ? { gstin: values.gstin } : {}),
    ...(values.business_name.trim() ? { business_name: values.business_name } : {}),
  };
  const headerList = await headers();
  const urls = new UrlBuilder(originFromHeaders(headerList));
  // The page's language (a hidden field): the pages the buyer goes on to are in it.
  const lang = asLocale(text(data, "locale", 2));
  const answer = await answerOnce(() => checkoutAnswer(caller, body, key, urls, { thanksLink: true, locale: lang }));
  const cookieStore = await cookies();
  if (answer.status === 200) {
    cookieStore.delete(CHECKOUT_ATTEMPT_COOKIE);
    const placed = answer.body as { number: string; tracking_url: string };
    // Paid online: on to the order's payment page, which opens the provider's checkout.
    if (answer.thanksToken && values.payment_method === "razorpay") redirect(localePath(lang, `${paymentPagePath(placed.number)}?token=${encodeURIComponent(answer.thanksToken)}`));
    // The thanks page (its link only ever given here); a retry whose thanks link no longer works: the tracking page.
    if (answer.thanksToken) redirect(localePath(lang, thanksPagePath(String(placed.number), answer.thanksToken)));
    const tracking = new URL(placed.tracking_url);
    redirect(localePath(lang, tracking.pathname + tracking.search));
  }
  // The basket may have changed: the page is drawn again with its current state, and the shipping
  // methods (with their totals) are those of the address given; the next try is a new attempt.
  revalidatePath("/checkout/");
  const errors = checkoutErrors(answer.status, answer.body, savedAddress);
  if (data.get("enhanced") !== "1") {
    // A form posted without JavaScript: the page is drawn again from this attempt (docs/decisions/0040).
    cookieStore.set(CHECKOUT_ATTEMPT_COOKIE, JSON.stringify({ values, errors }), { httpOnly: true, sameSite: "lax", secure: isSecure(headerList), path: localePath(lang, "/checkout/"), maxAge: 120 });
    redirect(localePath(lang, "/checkout/"));
  }
  const basketId = Number(body.basket);
  const methods = basketId ? await methodsForAddress(basketId, { country: String(address.country || "IN"), postcode: String(address.postcode ?? "") }) : null;
  return { key: randomUUID(), values, errors, ...(methods?.length ? { methods } : {}) };
}
