// Checkout (spec/API.md §6): the one function the API and the checkout page call. All of it is one
// transaction: the basket is locked and frozen, checked in the documented order, the order written
// with its lines (each recording what it allocates), addresses and discounts, the voucher's use
// recorded, the basket Submitted, the confirmation mail queued, and last the stock allocated
// (allocate.ts: the stock rows are locked only from there to the commit).
// docs/decisions/0037-checkout.md
import { unknownCountryError, type AddressInput } from "@/lib/addresses/address.ts";
import { saveToAddressBook } from "@/lib/addresses/save.ts";
import type { Caller } from "@/lib/auth/caller.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { holderKey } from "@/lib/basket/holders.ts";
import { pricedBasket } from "@/lib/basket/service.ts";
import type { BasketTotals } from "@/lib/basket/totals.ts";
import { stockChanged } from "@/lib/catalogue/changed.ts";
import { transaction, type Tx } from "@/lib/db.ts";
import { config } from "@/lib/config.ts";
import { newThanksLink, tokenHash, trackingToken } from "@/lib/orders/access.ts";
import { holdGuestSlots } from "@/lib/orders/guest-holds.ts";
import { queueOrderConfirmation } from "@/lib/orders/mails.ts";
import { queueStaffNewOrderMail } from "@/lib/orders/staff-mail.ts";
import type { OrderWithParts } from "@/lib/orders/orders.ts";
import { DEFAULT_PAYMENT_METHOD, paymentProvider } from "@/lib/payments/index.ts";
import { codChargeOf, currentCodCharge } from "@/lib/payments/cod-charge.ts";
import { dec, isBuyable, money } from "@/lib/pricing/index.ts";
import { cheapest, shippingOptions, type ShippingOption } from "@/lib/shipping/methods.ts";
import { notDeliverable, undeliverable } from "@/lib/shipping/deliverability.ts";
import { zoneOfAddress } from "@/lib/shipping/for-basket.ts";
import type { Zone } from "@/lib/shipping/zones.ts";
import { claimVoucher } from "@/lib/vouchers/claim.ts";
import { voucherProblem } from "@/lib/vouchers/rules.ts";
import { allocateStock, allocationPlan } from "./allocate.ts";
import { enforceCheckoutLimits } from "./limits.ts";
import { createAddress, createLines } from "./order-rows.ts";
import { basketDoesNotExist, basketIdOf, CHECKOUT_MESSAGES as M, checkoutFields, guestRefusal, refused, refusedWith, unauthorized, type CheckoutInput } from "./input.ts";

export interface PlacedOrder {
  id: number;
  number: string;
  /** The thanks page's token when asked for (never stored: the order keeps its hash). */
  thanksToken: string | null;
}

export interface PlaceOrderOptions {
  /** Give the order a thanks page link, valid for a day (only the browser placing the order gets it). */
  thanksLink?: boolean;
  /** The language the order is placed in, kept on the order for its mails; absent: English. */
  locale?: ShopLocale;
}

/**
 * Freezes the caller's basket in one statement: the row stays locked (the freeze every other change to
 * the basket waits behind) until the order commits. Only the caller's Open basket, or a signed-in
 * caller's own Saved one; else 400 when there is no such basket, 401 when it is someone else's.
 */
async function freezeBasket(tx: Tx, caller: Caller, basketId: number): Promise<void> {
  const userId = caller.user?.id ?? null;
  const anonymousKey = caller.user ? null : holderKey(caller);
  const frozen = await tx.$executeRaw`
    UPDATE "Basket" SET status = 'Frozen', "openKey" = NULL, "dateUpdated" = now()
    WHERE id = ${basketId} AND (
      (${userId}::int IS NOT NULL AND "ownerId" = ${userId}::int AND status IN ('Open', 'Saved'))
      OR (${anonymousKey}::text IS NOT NULL AND "ownerId" IS NULL AND status = 'Open' AND "openKey" = ${anonymousKey}::text))`;
  if (frozen === 1) return;
  const exists = await tx.basket.count({ where: { id: basketId } });
  throw exists ? unauthorized() : basketDoesNotExist();
}

/** The addresses' countries must exist (else their 406); answers their names, for the mail. One statement. */
async function checkCountries(tx: Tx, input: CheckoutInput): Promise<Map<string, string>> {
  const codes = [input.shipping_address?.country, input.billing_address?.country].filter((c): c is string => !!c);
  if (!codes.length) return new Map();
  const rows = await tx.country.findMany({ where: { iso2: { in: codes } }, select: { iso2: true, printableName: true } });
  const names = new Map(rows.map((r) => [r.iso2, r.printableName]));
  for (const field of ["shipping_address", "billing_address"] as const) {
    const country = input[field]?.country;
    if (country && !names.has(country)) throw refused({ [field]: unknownCountryError });
  }
  return names;
}

/** The zone that delivers to the address, and every line's class delivered there; else the 406s. */
async function deliveryZone(tx: Tx, address: AddressInput, totals: BasketTotals): Promise<Zone> {
  const { zone } = await zoneOfAddress(tx, address);
  if (!zone) throw refused({ shipping_address: { postcode: [M.notDelivered(address.postcode)] } });
  const [stranded] = await undeliverable(tx, totals.lines.map((l) => l.line.product).filter((p) => p.requiresShipping), zone);
  if (stranded) throw refused({ shipping_address: { postcode: [notDeliverable(stranded.title, address.postcode)] } });
  return zone;
}

async function chooseShipping(tx: Tx, input: CheckoutInput, totals: BasketTotals): Promise<ShippingOption> {
  let zone: Zone | null = null;
  if (totals.shippingUnits > 0) {
    if (!input.shipping_address) throw refused({ shipping_address: ["This field is required."] });
    zone = await deliveryZone(tx, input.shipping_address, totals);
  }
  const options = await shippingOptions(tx, zone, { inclTax: totals.inclTax, shippingUnits: totals.shippingUnits, leadTime: totals.leadTime });
  const code = input.shipping_method_code ?? null;
  const method = code === null ? cheapest(options) : (options.find((o) => o.code === code) ?? null);
  if (!method) {
    if (code === null) throw refused({ shipping_address: { postcode: [M.notDelivered(input.shipping_address?.postcode ?? "")] } });
    throw refusedWith(M.methodUnavailable(code));
  }
  return method;
}

/**
 * Places the order for `body` (the parsed request body) as `caller`. Throws the compat answers of
 * spec/API.md §6 as ApiErrors (400, 401, 406). `onPlaced` runs in the transaction with the written
 * order (the endpoint serializes it and records its idempotent answer there).
 */
export async function placeOrder(
  caller: Caller,
  body: Record<string, unknown>,
  opts: PlaceOrderOptions = {},
  onPlaced?: (tx: Tx, order: OrderWithParts) => Promise<void>,
): Promise<PlacedOrder> {
  const basketId = basketIdOf(body);
  // Parsed before the transaction (no database needed), answered after the basket check (401 first).
  const fields: CheckoutInput | Error = await checkoutFields(body).catch((e: Error) => e);
  // A well-formed try counts (limits.ts), before the transaction: a refused order rolls back, its count must not.
  if (!(fields instanceof Error)) await enforceCheckoutLimits(caller, basketId);
  return transaction(async (tx) => {
    await freezeBasket(tx, caller, basketId);
    if (fields instanceof Error) throw fields;
    const countryNames = await checkCountries(tx, fields);
    const user = caller.user;
    if (!user) {
      const refusal = guestRefusal(fields.guest_email);
      if (refusal) throw refusal;
    }
    const email = (user?.email ?? fields.guest_email)?.toLowerCase();
    if (!email) throw refused({ guest_email: ["An e-mail address is needed for the order confirmation."] });

    const { basket, totals } = (await pricedBasket(tx, basketId))!;
    if (!basket.lines.length) throw refusedWith(M.emptyBasket);
    const shipping = await chooseShipping(tx, fields, totals);
    if (fields.shipping_charge && !fields.shipping_charge.incl_tax.eq(shipping.charge.inclTax)) {
      throw refusedWith(M.shippingIncorrect(money(fields.shipping_charge.incl_tax), money(shipping.charge.inclTax)));
    }
    const provider = paymentProvider(fields.payment?.method ?? DEFAULT_PAYMENT_METHOD)!;
    const codCharge = provider.online ? codChargeOf(dec(0)) : currentCodCharge();
    const total = totals.inclTax.plus(shipping.charge.inclTax).plus(codCharge.inclTax);
    if (fields.total != null && !fields.total.eq(total)) throw refusedWith(M.totalIncorrect(money(fields.total), money(total)));
    const unavailable = basket.lines.find((l) => !isBuyable(l.product.sellable));
    if (unavailable) throw refusedWith(M.noLongerAvailable(unavailable.product.title));
    const voucher = totals.voucherDiscount;
    if (voucher) {
      const problem = await voucherProblem(tx, voucher.voucher, user?.id ?? null, totals.inclTaxExclDiscounts);
      if (problem) throw refusedWith(problem.message);
    }
    const paymentRefusal = await provider.refuse(tx, { totalInclTax: total, userId: user?.id ?? null });
    if (paymentRefusal) throw refused({ payment: { method: [paymentRefusal] } });
    // A guest's unpaid orders: counted and decided in one statement (docs/decisions/0086).
    const holdsGuestSlot = !user && !provider.online;
    if (holdsGuestSlot) {
      const max = config().GUEST_OPEN_COD_ORDERS_MAX;
      const over = await holdGuestSlots(tx, { email, phone: fields.shipping_address?.phone_number || null }, max);
      if (over) throw refusedWith(M.tooManyOpenOrders(max, over));
    }

    // Written as allocated; the allocation itself comes last (allocate.ts), and a shortfall rolls it all back.
    const allocated = allocationPlan(basket.lines);

    const [{ number }] = await tx.$queryRaw<{ number: number }[]>`SELECT nextval('"Order_number_seq"')::int AS number`;
    const datePlaced = new Date();
    const thanks = opts.thanksLink ? newThanksLink(datePlaced) : null;
    const shippingAddress = await createAddress(tx, fields.shipping_address);
    const billingAddress = await createAddress(tx, fields.billing_address);
    const order = await tx.order.create({
      data: {
        number,
        trackingTokenHash: tokenHash(trackingToken(number, 0)),
        thanksTokenHash: thanks?.hash ?? null,
        thanksTokenExpiresAt: thanks?.expiresAt ?? null,
        holdsGuestSlot,
        datePlaced,
        basketId,
        userId: user?.id ?? null,
        email,
        language: opts.locale ?? "en",
        currency: totals.currency ?? "INR",
        totalInclTax: total,
        totalExclTax: totals.exclTax.plus(shipping.charge.exclTax).plus(codCharge.exclTax),
        codCharge: codCharge.inclTax,
        shippingInclTax: shipping.charge.inclTax,
        shippingExclTax: shipping.charge.exclTax,
        shippingMethod: shipping.name,
        shippingCode: shipping.code,
        paymentMethod: provider.code,
        // Online: waits for its payment, its stock held until paymentDueAt (lib/payments/hold.ts).
        status: provider.online ? "pending_payment" : "new",
        paymentState: provider.online ? "pending" : "not_required",
        paymentDueAt: provider.online ? new Date(datePlaced.getTime() + config().PAYMENT_HOLD_MINUTES * 60_000) : null,
        paymentUrl: provider.paymentUrl(number),
        // The GSTIN's first two digits are its state's code (kept for the invoice's buyer details).
        gstin: fields.gstin ?? null,
        gstinStateCode: fields.gstin ? fields.gstin.slice(0, 2) : null,
        businessName: fields.business_name ?? null,
        shippingAddressId: shippingAddress?.id ?? null,
        billingAddressId: billingAddress?.id ?? null,
      },
    });
    const lines = await createLines(tx, order.id, totals, allocated);
    const discounts = [];
    if (voucher) {
      const v = voucher.voucher;
      const discount = await tx.orderDiscount.create({
        data: { orderId: order.id, category: "voucher", voucherId: v.id, voucherCode: v.code, name: v.name, amount: voucher.amount },
      });
      discounts.push({ ...discount, voucher: v });
    }
    await tx.orderStatusEvent.create({ data: { orderId: order.id, status: order.status, note: provider.online ? "Order placed, awaiting payment" : "Order placed" } });
    await tx.basket.update({ where: { id: basketId }, data: { status: "Submitted", dateSubmitted: new Date() } });
    if (user && fields.shipping_address) await saveToAddressBook(tx, user.id, fields.shipping_address);

    // The order as it was written (what orderInclude would read back).
    const written: OrderWithParts = { ...order, lines, shippingAddress, billingAddress, discounts, invoice: null };
    // An order paid online is confirmed, to the buyer and the staff, when its payment arrives (lib/payments/settle.ts).
    if (!provider.online) {
      await queueOrderConfirmation(tx, written, countryNames.get(fields.shipping_address?.country ?? "") ?? "");
      await queueStaffNewOrderMail(tx, written);
    }
    if (onPlaced) await onPlaced(tx, written);
    // Rows other checkouts also lock come last: stock records (in id order), then the voucher.
    const soldOut = allocated.size ? await allocateStock(tx, basket.lines) : [];
    if (voucher) {
      const problem = await claimVoucher(tx, { voucher: voucher.voucher, userId: user?.id ?? null, orderId: order.id, discount: voucher.amount });
      if (problem) throw refusedWith(problem.message);
    }
    if (allocated.size) await stockChanged(tx, basket.lines.map((l) => l.productId), soldOut);
    return { id: order.id, number: String(number), thanksToken: thanks?.token ?? null };
  });
}
