// What a tax invoice or credit note prints (CGST Rule 46 and 53), built once when it is issued and kept
// as it is (Invoice.document): the PDF is drawn from this alone, so a copy made a year later is the same
// document even after the shop's address, the product's title or the buyer's address book changed.
import { COD_CHARGE_RATE, COD_CHARGE_SAC, codChargeOf } from "@/lib/payments/cod-charge.ts";
import { addressLines } from "@/lib/addresses/address.ts";
import type { ShopDetails } from "@/lib/content/shop-details.ts";
import type { OrderAddress } from "@/lib/generated/prisma/client.ts";
import type { OrderWithParts } from "@/lib/orders/orders.ts";
import { money } from "@/lib/pricing/index.ts";
import { gstStateCodeOf, gstStateName } from "@/lib/tax/gst-states.ts";
import { placeOfSupply } from "@/lib/tax/place-of-supply.ts";
import { rateOfAmounts, taxLine, taxTotals, type TaxedLine, type TaxTotals } from "./amounts.ts";
import { amountInWords } from "./words.ts";

/** The service code of delivering goods (goods transport), printed on the delivery line. */
export const DELIVERY_SAC = "9965";
/** The unit of quantity code for pieces. */
export const UNIT = "NOS";

type Figures<T> = { [K in keyof T]: T[K] extends { toFixed(n: number): string } ? string : T[K] };

export interface PrintedDocument {
  kind: "invoice" | "credit-note";
  number: string;
  /** ISO moment; `date` is the day as printed (India time). */
  issuedAt: string;
  date: string;
  orderNumber: string;
  /** A credit note's invoice and why it was issued. */
  against: { number: string; date: string } | null;
  reason: string | null;
  seller: { legalName: string; address: string[]; gstin: string | null; state: string; stateCode: string; phone: string };
  buyer: { name: string; address: string[]; gstin: string | null; businessName: string | null; state: string | null; stateCode: string | null };
  deliveryAddress: string[];
  placeOfSupply: { code: string; name: string };
  /** CGST + SGST (the delivery state is the shop's) or IGST. */
  tax: "intra-state" | "inter-state";
  lines: Figures<TaxedLine>[];
  totals: Figures<TaxTotals>;
  amountInWords: string;
}

/** "29 Nov 2026" in India time. */
export function indianDate(at: Date): string {
  return new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", day: "2-digit", month: "short", year: "numeric" }).format(at);
}

/** An object's Decimal fields as printed ("1180.00"). */
export const figures = <T extends object>(o: T): Figures<T> =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === "object" && v !== null && "toFixed" in v ? money(v as never) : v])) as Figures<T>;

function linesOf(a: OrderAddress | null, countryName: string): string[] {
  return a ? addressLines(a, countryName) : [];
}

export interface DocumentFacts {
  kind: PrintedDocument["kind"];
  number: string;
  issuedAt: Date;
  order: OrderWithParts;
  shop: ShopDetails;
  countryNames: Map<string, string>;
  against?: { number: string; issuedAt: Date } | null;
  reason?: string | null;
}

/** The document of an order as it stands: its lines, delivery, the split by the place of supply. */
export function buildDocument(f: DocumentFacts): PrintedDocument {
  const { order, shop } = f;
  const delivery = order.shippingAddress;
  const billed = order.billingAddress ?? delivery;
  // Goods are supplied where the delivery ends; without a delivery address, where the buyer takes them: the shop.
  const place = (delivery && placeOfSupply(delivery)) ?? { code: shop.stateCode, name: shop.state };
  const intraState = place.code === shop.stateCode;
  const taxed = order.lines.map((l) => {
    const variant = l.attributes.map((a) => a.value).join(", ");
    return taxLine(
      { description: `${l.title}${variant ? ` (${variant})` : ""}`, hsn: l.hsnCode, quantity: l.quantity, unit: UNIT, rate: l.taxRate.toString(), inclTax: l.priceInclTax, exclTax: l.priceExclTax },
      intraState,
    );
  });
  if (order.shippingInclTax.gt(0)) {
    taxed.push(
      taxLine(
        { description: `Delivery: ${order.shippingMethod}`, hsn: DELIVERY_SAC, quantity: 1, unit: "OTH", rate: rateOfAmounts(order.shippingInclTax, order.shippingExclTax), inclTax: order.shippingInclTax, exclTax: order.shippingExclTax },
        intraState,
      ),
    );
  }
  if (order.codCharge.gt(0)) {
    const charge = codChargeOf(order.codCharge);
    taxed.push(taxLine({ description: "Cash on delivery charge", hsn: COD_CHARGE_SAC, quantity: 1, unit: "OTH", rate: COD_CHARGE_RATE, inclTax: charge.inclTax, exclTax: charge.exclTax }, intraState));
  }
  const totals = taxTotals(taxed);
  const buyerState = order.gstinStateCode ?? (billed ? (gstStateCodeOf(billed.state) ?? (billed === delivery ? place.code : null)) : null);
  return {
    kind: f.kind,
    number: f.number,
    issuedAt: f.issuedAt.toISOString(),
    date: indianDate(f.issuedAt),
    orderNumber: String(order.number),
    against: f.against ? { number: f.against.number, date: indianDate(f.against.issuedAt) } : null,
    reason: f.reason ?? null,
    seller: { legalName: shop.legalName, address: shop.address, gstin: shop.gstin, state: shop.state, stateCode: shop.stateCode, phone: shop.phone.display },
    buyer: {
      name: billed ? [billed.firstName, billed.lastName].filter(Boolean).join(" ") : order.email,
      address: linesOf(billed, f.countryNames.get(billed?.countryIso2 ?? "") ?? ""),
      gstin: order.gstin,
      businessName: order.businessName,
      state: buyerState ? gstStateName(buyerState) : null,
      stateCode: buyerState,
    },
    deliveryAddress: linesOf(delivery, f.countryNames.get(delivery?.countryIso2 ?? "") ?? ""),
    placeOfSupply: { code: place.code, name: place.name },
    tax: intraState ? "intra-state" : "inter-state",
    lines: taxed.map(figures),
    totals: figures(totals),
    amountInWords: amountInWords(totals.total),
  };
}
