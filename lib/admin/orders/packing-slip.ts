// The printable packing slip (PDF, A4): the sender (the shop's details), who and where to deliver to, the lines to pack with SKU and
// quantity, and how the buyer pays — no prices beyond the amount to collect on delivery.
import { addressLines } from "@/lib/addresses/address.ts";
import { config } from "@/lib/config.ts";
import { readShopDetails } from "@/lib/content/shop-details.ts";
import { cashToCollect } from "@/lib/payments/cash-on-delivery.ts";
import type { AmountLike } from "@/lib/pricing/index.ts";
import { Writer } from "@/lib/pdf/writer.ts";
import type { AdminOrder } from "./detail.ts";
import { paymentLabel, staffTime } from "./labels.ts";

/** "collect Rs. 79189 (total Rs. 79189.20 rounded)": the courier's amount, by the shop's one rounding rule. */
function collectText(total: AmountLike): string {
  const { amount, rounded } = cashToCollect(total);
  return `collect Rs. ${amount.toFixed(0)}${rounded ? ` (total Rs. ${cashTotal(total)} rounded)` : ""}`;
}

const cashTotal = (total: AmountLike) => (typeof total === "object" ? total.toFixed(2) : Number(total).toFixed(2));

export async function packingSlipPdf(order: AdminOrder): Promise<Uint8Array> {
  const { pdf, w } = await Writer.create({ title: `Packing slip, order ${order.number}`, author: config().SHOP_NAME });

  w.line(config().SHOP_NAME, { size: 18, bold: true });
  // Who sends the parcel, as the shop's details say now (a return goes back there).
  const shop = await readShopDetails();
  if (shop) {
    w.line(`${shop.legalName}, ${shop.address.join(", ")}`, { size: 9 });
    w.line(`Phone ${shop.phone.display}${shop.gstin ? ` - GSTIN ${shop.gstin}` : ""}`, { size: 9 });
  }
  w.line(`Packing slip - order #${order.number}`, { size: 14, bold: true });
  w.line(`Placed ${staffTime(order.datePlaced)}`);
  w.gap();
  w.line("Deliver to", { bold: true });
  const a = order.shippingAddress;
  if (a) {
    for (const l of addressLines(a, a.countryIso2)) w.line(l);
    if (a.phoneNumber) w.line(`Phone: ${a.phoneNumber}`);
    if (a.notes) w.line(`Notes: ${a.notes}`);
  } else w.line("No delivery address.");
  w.gap();
  w.line(`Delivery: ${order.shippingMethod}`);
  w.line(`Payment: ${paymentLabel(order.paymentMethod)}${order.paymentMethod === "cod" ? ` - ${collectText(order.totalInclTax)}` : ""}`);
  w.gap();
  w.rule();
  w.line("Qty", { bold: true, keep: true });
  w.line("SKU", { bold: true, x: 40, keep: true });
  w.line("Item", { bold: true, x: 160 });
  w.rule();
  for (const l of order.lines) {
    const variant = l.attributes.map((x) => x.value).join(", ");
    w.line(String(l.quantity), { keep: true });
    w.line(l.partnerSku.slice(0, 22), { x: 40, keep: true });
    w.line(`${l.title}${variant ? ` (${variant})` : ""}`.slice(0, 70), { x: 160 });
  }
  w.rule();
  w.line(`${order.lines.reduce((n, l) => n + l.quantity, 0)} items in ${order.lines.length} lines`);
  return pdf.save();
}
