// A new order, to the shop's staff (STAFF_EMAIL): who ordered, where it goes, what to pack. It links the
// order's staff page (sign-in needed), never a tracking or thanks link: nothing in it opens the order.
import { button, fields, p, renderLayout } from "./layout.ts";
import { linesBlock, totalsBlock, type OrderLineData, type OrderTotalsData } from "./order-summary.ts";
import type { EmailTemplate } from "./types.ts";

export interface OrderPlacedStaffData {
  orderNumber: string;
  placedAt: string;
  buyerName: string;
  email: string;
  /** "" when not given. */
  phone: string;
  /** "Guest" or "Account". */
  buyerKind: string;
  /** The delivery town, state and pincode, e.g. "Bengaluru, Karnataka 560038"; "" without an address. */
  deliverTo: string;
  paymentMethod: string;
  shippingMethod: string;
  lines: readonly OrderLineData[];
  totals: OrderTotalsData;
  /** The order's page in the admin (/admin/orders/{id}/): staff sign in to open it. */
  adminUrl: string;
}

export const orderPlacedStaffEmail: EmailTemplate<OrderPlacedStaffData> = (data, ctx) =>
  renderLayout(
    {
      subject: `New order ${data.orderNumber}: ${data.totals.total} from ${data.buyerName || data.email}`,
      heading: `New order ${data.orderNumber}`,
      audience: "staff",
      blocks: [
        fields([
          ["Placed", data.placedAt],
          ["Buyer", data.buyerName],
          ["E-mail", data.email],
          ["Phone", data.phone],
          ["Buyer has", data.buyerKind],
          ["Deliver to", data.deliverTo],
          ["Delivery", data.shippingMethod],
          ["Payment", data.paymentMethod],
        ]),
        linesBlock(data.lines),
        totalsBlock(data.totals),
        p(`${ctx.shopName} staff: open the order to process it.`),
        button("Open the order", data.adminUrl),
      ],
    },
    ctx,
  );
