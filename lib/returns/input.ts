// What the buyer sends to ask for a return (POST /api/v2/orders/{id}/returns/ and the account's form):
// which lines and how many of each, why, where to pick them up, and for cash on delivery the UPI ID the
// refund goes to; photos when sent as multipart. The checks that need the order (its lines, what is
// left to return) and the photos' bytes are the service's.
import { z } from "zod";
import { hyperlinkField } from "@/lib/http/hyperlinks.ts";
import { ORDER_LINE_PATH } from "@/lib/orders/paths.ts";

const text = (max: number) => z.string().trim().max(max);

export const MAX_RETURN_PHOTOS = 3;
export const MAX_RETURN_PHOTO_BYTES = 5 * 1024 * 1024;

export const ReturnLineInput = z.object({
  line: hyperlinkField(ORDER_LINE_PATH).describe("The order line (its url, /api/v2/orderlines/{id}/)."),
  quantity: z.int().min(1).max(1000).describe("How many of the line's pieces go back."),
});

export const ReturnInput = z
  .object({
    lines: z.array(ReturnLineInput).min(1).max(100).describe("The lines to return; each line of the order at most once."),
    reason: text(2000).min(1).describe("Why the items go back, in the buyer's words."),
    pickup_address: text(500).optional().describe("Where the courier collects them; the order's delivery address when left out."),
    refund_upi_id: text(256).optional().describe("Cash-on-delivery orders: the UPI ID (name@bank) the refund is sent to. Online-paid orders are refunded to the original payment."),
    photos: z
      .array(z.file().meta({ file: true }))
      .max(MAX_RETURN_PHOTOS)
      .optional()
      .describe("Multipart only (with `lines` as JSON text): up to 3 photos of the items, JPEG or PNG, at most 5 MB each and 10 MiB together."),
  })
  .meta({ id: "ReturnRequestInput" });
export type ReturnInput = z.output<typeof ReturnInput>;

/** A photo the buyer attached (the account's form): its bytes, checked by the service. */
export interface ReturnPhotoUpload {
  name: string;
  bytes: Uint8Array;
}
