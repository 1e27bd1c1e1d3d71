// The buyer's return pages' data (the account's order page and its return form), from the returns
// services and serializer the API uses (lib/returns), so a page shows exactly what the API answers.
import { addressLines } from "@/lib/addresses/address.ts";
import { db } from "@/lib/db.ts";
import { ApiError } from "@/lib/errors.ts";
import { ORDER_LINE_PATH } from "@/lib/orders/paths.ts";
import { returnJson } from "@/lib/returns/json.ts";
import { returnableOf, returnsOfOwnOrder } from "@/lib/returns/read.ts";
import { pageUrls } from "./order-pages.ts";

const orNull = async <T>(load: () => Promise<T>): Promise<T | null> => {
  try {
    return await load();
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
};

/** The order's returns (as GET /api/v2/orders/{id}/returns/ answers them) and whether more may be asked for; null for anyone else's order. */
export async function ownReturns(userId: number, orderId: string) {
  return orNull(async () => {
    const urls = await pageUrls();
    const [returns, returnable] = await Promise.all([returnsOfOwnOrder(userId, orderId), returnableOf(userId, orderId)]);
    return { returns: returns.map((r) => returnJson(r, urls)), returnable, canReturn: returnable.window.open && returnable.lines.some((l) => l.left > 0) };
  });
}

/** What the return form needs: the lines with what is left, the delivery address as text, cash on delivery or not. */
export async function returnFormData(userId: number, orderId: string) {
  return orNull(async () => {
    const urls = await pageUrls();
    const returnable = await returnableOf(userId, orderId);
    const order = await db().order.findUniqueOrThrow({ where: { id: Number(orderId) }, select: { id: true, number: true, shippingAddress: true } });
    const a = order.shippingAddress;
    const country = a ? ((await db().country.findUnique({ where: { iso2: a.countryIso2 }, select: { printableName: true } }))?.printableName ?? a.countryIso2) : "";
    return {
      order: { id: order.id, number: String(order.number) },
      returnable,
      lines: returnable.lines.map((l) => ({ ...l, url: urls.path(ORDER_LINE_PATH, { id: l.id }) })),
      pickupAddress: a ? addressLines(a, country).join(", ") : "",
    };
  });
}
