// The tax figures of an invoice, from what the order recorded: each line's taxable value is its price
// excl. GST after its share of discounts (lib/pricing split it at checkout: excl = incl / (1 + rate)
// rounded, tax = incl − excl), so the invoice adds up to the order's total to the paisa. Delivery is a
// line of its own. Within the shop's state the tax is CGST + SGST, half each (the halves add to the
// line's tax exactly: CGST rounded half-up, SGST the rest); between states it is IGST.
import { dec, round2, sum, ZERO, type AmountLike, type Decimal } from "@/lib/pricing/index.ts";

export interface TaxedLineInput {
  description: string;
  /** HSN code of goods, SAC of a service. */
  hsn: string;
  quantity: number;
  unit: string;
  /** A fraction: 0.18. */
  rate: AmountLike;
  /** After discounts. */
  inclTax: AmountLike;
  exclTax: AmountLike;
}

export interface TaxedLine {
  description: string;
  hsn: string;
  quantity: number;
  unit: string;
  /** Percent, as printed: "18". */
  ratePercent: string;
  taxable: Decimal;
  cgst: Decimal;
  sgst: Decimal;
  igst: Decimal;
  total: Decimal;
}

export interface TaxTotals {
  taxable: Decimal;
  cgst: Decimal;
  sgst: Decimal;
  igst: Decimal;
  total: Decimal;
}

/** One line's figures; `intraState`: CGST + SGST, else IGST. */
export function taxLine(line: TaxedLineInput, intraState: boolean): TaxedLine {
  const total = round2(line.inclTax);
  const taxable = round2(line.exclTax);
  const tax = total.minus(taxable);
  const cgst = intraState ? round2(tax.div(2)) : ZERO;
  const sgst = intraState ? tax.minus(cgst) : ZERO;
  return {
    description: line.description,
    hsn: line.hsn,
    quantity: line.quantity,
    unit: line.unit,
    ratePercent: dec(line.rate).times(100).toDecimalPlaces(2).toString(),
    taxable,
    cgst,
    sgst,
    igst: intraState ? ZERO : tax,
    total,
  };
}

export function taxTotals(lines: TaxedLine[]): TaxTotals {
  return {
    taxable: sum(lines.map((l) => l.taxable)),
    cgst: sum(lines.map((l) => l.cgst)),
    sgst: sum(lines.map((l) => l.sgst)),
    igst: sum(lines.map((l) => l.igst)),
    total: sum(lines.map((l) => l.total)),
  };
}

// The GST rates a delivery charge can carry; the order keeps the charge's two amounts, not its rate.
const RATES = ["0", "0.05", "0.12", "0.18", "0.28"];

/** The rate a charge was taxed at, read back from its amounts (the nearest of the GST rates). */
export function rateOfAmounts(inclTax: AmountLike, exclTax: AmountLike): string {
  const excl = dec(exclTax);
  if (excl.lte(0)) return "0";
  const implied = dec(inclTax).div(excl).minus(1);
  return RATES.reduce((best, r) => (dec(r).minus(implied).abs().lt(dec(best).minus(implied).abs()) ? r : best), RATES[0]!);
}
