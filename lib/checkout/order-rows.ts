// Writing an order's rows at checkout: its addresses, and its lines with their option values, answered
// as written (checkout serializes the order from these, without reading it back).
import type { AddressInput, BillingAddressInput } from "@/lib/addresses/address.ts";
import type { BasketTotals } from "@/lib/basket/totals.ts";
import type { Tx } from "@/lib/db.ts";
import type { OrderAddress } from "@/lib/generated/prisma/client.ts";
import type { OrderWithParts } from "@/lib/orders/orders.ts";

export async function createAddress(tx: Tx, a: AddressInput | BillingAddressInput | null | undefined): Promise<OrderAddress | null> {
  if (!a) return null;
  const phone = "phone_number" in a ? a.phone_number : null;
  const notes = "notes" in a ? a.notes : "";
  return tx.orderAddress.create({
    data: {
      title: a.title,
      firstName: a.first_name,
      lastName: a.last_name,
      line1: a.line1,
      line2: a.line2,
      line3: a.line3,
      line4: a.line4,
      state: a.state,
      postcode: a.postcode,
      countryIso2: a.country,
      phoneNumber: phone,
      notes,
    },
  });
}

/** The order's lines (each recording what it allocates) with their option values, as written. */
export async function createLines(tx: Tx, orderId: number, totals: BasketTotals, allocated: Map<number, number>): Promise<OrderWithParts["lines"]> {
  const created = await tx.orderLine.createManyAndReturn({
    data: totals.lines.map((p) => ({
      orderId,
      productId: p.line.productId,
      stockRecordId: p.line.stockRecordId,
      partnerSku: p.line.product.partnerSku ?? "",
      title: p.line.product.title,
      upc: p.line.product.upc,
      quantity: p.line.quantity,
      priceCurrency: p.line.priceCurrency,
      unitPriceInclTax: p.unitInclTax,
      priceInclTax: p.afterDiscounts.inclTax,
      priceExclTax: p.afterDiscounts.exclTax,
      priceInclTaxExclDiscounts: p.beforeDiscounts.inclTax,
      priceExclTaxExclDiscounts: p.beforeDiscounts.exclTax,
      numAllocated: allocated.get(p.line.id) ?? 0,
      taxRate: p.line.product.gstRate,
      taxCode: p.line.product.taxCode ?? "",
      hsnCode: p.line.product.hsnCode,
    })),
  });
  const lines = created.sort((a, b) => a.id - b.id);
  const optionIds = [...new Set(totals.lines.flatMap((p) => p.line.attributes.map((a) => a.optionId)))];
  if (!optionIds.length) return lines.map((l) => ({ ...l, attributes: [] }));
  const names = new Map((await tx.option.findMany({ where: { id: { in: optionIds } }, select: { id: true, name: true } })).map((o) => [o.id, o.name]));
  const attributes = await tx.orderLineAttribute.createManyAndReturn({
    data: totals.lines.flatMap((p, i) => p.line.attributes.map((a) => ({ lineId: lines[i].id, optionId: a.optionId, name: names.get(a.optionId) ?? "", value: a.value }))),
  });
  attributes.sort((a, b) => a.id - b.id);
  return lines.map((l) => ({ ...l, attributes: attributes.filter((a) => a.lineId === l.id) }));
}
