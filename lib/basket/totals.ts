// A basket's amounts (spec/API.md §4, §5.1): each line is unit incl. × quantity less its share of the
// voucher discount, split at the line's GST rate; totals are sums of the rounded line values. The
// voucher's discount is shared across lines in proportion to their incl. values (lib/pricing). There
// are no automatic offers. Also each line's warning: no longer available, a notice left by the
// sign-in merge, or a price that changed since the line was added.
import type { Voucher } from "@/lib/generated/prisma/client.ts";
import { isBuyable, lineAmounts, round2, shareDiscount, sum, ZERO, dec, type Decimal, type LineAmounts } from "@/lib/pricing/index.ts";
import { voucherDiscount } from "@/lib/vouchers/rules.ts";
import { slowestLeadTime, type LeadTime } from "@/lib/shipping/lead-time.ts";
import { noLongerAvailable, priceChanged } from "./messages.ts";
import type { BasketLineState, BasketState } from "./state.ts";

export interface PricedLine extends LineAmounts {
  line: BasketLineState;
  /** The unit shelf price (incl. GST) now. */
  unitInclTax: Decimal;
  discountShare: Decimal;
  warning: string | null;
}

export interface BasketTotals {
  lines: PricedLine[];
  currency: string | null;
  isTaxKnown: boolean;
  exclTax: Decimal;
  exclTaxExclDiscounts: Decimal;
  inclTax: Decimal;
  inclTaxExclDiscounts: Decimal;
  tax: Decimal;
  /** The voucher's discount on this basket, when it gives one. */
  voucherDiscount: { voucher: Voucher; amount: Decimal } | null;
  /** Units of the lines whose products need shipping. */
  shippingUnits: number;
  /** The slowest made-to-order line's lead time (lines needing shipping); null when all ship from stock. */
  leadTime: LeadTime | null;
}

export function lineWarning(line: BasketLineState, unitInclTax: Decimal): string | null {
  const title = line.product.title;
  if (!isBuyable(line.product.sellable)) return noLongerAvailable(title);
  if (line.notice) return line.notice;
  const was = dec(line.priceInclTax);
  if (!unitInclTax.eq(was)) return priceChanged(title, was, unitInclTax, unitInclTax.gt(was));
  return null;
}

export function priceBasket(basket: Pick<BasketState, "lines" | "voucher">, now = new Date()): BasketTotals {
  const units = basket.lines.map((l) => dec(l.product.price ?? l.priceInclTax));
  const gross = basket.lines.map((l, i) => round2(units[i].times(l.quantity)));
  const before = sum(gross);
  const discount = basket.voucher ? voucherDiscount(basket.voucher, before, now) : ZERO;
  const shares = shareDiscount(gross, discount);
  const lines: PricedLine[] = basket.lines.map((line, i) => ({
    line,
    unitInclTax: units[i],
    discountShare: shares[i],
    warning: lineWarning(line, units[i]),
    ...lineAmounts(units[i], line.quantity, line.product.gstRate, shares[i]),
  }));
  const total = (pick: (l: PricedLine) => Decimal) => sum(lines.map(pick));
  return {
    lines,
    currency: lines.length ? lines[0].line.priceCurrency : null,
    isTaxKnown: lines.length > 0,
    exclTax: total((l) => l.afterDiscounts.exclTax),
    exclTaxExclDiscounts: total((l) => l.beforeDiscounts.exclTax),
    inclTax: total((l) => l.afterDiscounts.inclTax),
    inclTaxExclDiscounts: total((l) => l.beforeDiscounts.inclTax),
    tax: total((l) => l.afterDiscounts.tax),
    voucherDiscount: basket.voucher && discount.gt(0) ? { voucher: basket.voucher, amount: discount } : null,
    shippingUnits: basket.lines.reduce((n, l) => n + (l.product.requiresShipping ? l.quantity : 0), 0),
    leadTime: slowestLeadTime(basket.lines.filter((l) => l.product.requiresShipping).map((l) => l.product.leadTime)),
  };
}
