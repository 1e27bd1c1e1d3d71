// The cash-on-delivery charge (COD_CHARGE, incl. GST): added to a cash-on-delivery order's total, shown
// beside the choice at checkout, and printed on the tax invoice as a service of its own.
import { config } from "@/lib/config.ts";
import { dec, round2, type Decimal } from "@/lib/pricing/index.ts";

/** GST on the charge: a service taxed at 18% (SAC 9971, financial and related services). */
export const COD_CHARGE_RATE = "0.18";
export const COD_CHARGE_SAC = "9971";

export interface CodCharge {
  inclTax: Decimal;
  exclTax: Decimal;
}

/** The charge's two amounts from its amount incl. GST. */
export function codChargeOf(inclTax: Decimal): CodCharge {
  return { inclTax, exclTax: round2(inclTax.div(dec(1).plus(COD_CHARGE_RATE))) };
}

/** The charge a cash-on-delivery order pays now. */
export function currentCodCharge(): CodCharge {
  return codChargeOf(dec(config().COD_CHARGE));
}
