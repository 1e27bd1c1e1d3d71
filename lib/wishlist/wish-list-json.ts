// The wish list shape of API.md §7.
import { z } from "zod";
import { PRODUCT_PATH } from "@/lib/catalogue/card-json.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import type { WishListInfo } from "./wish-lists.ts";

export const WISHLIST_PATH = "/api/v2/wishlist/{id}/";

export const WishListSchema = z.object({
  id: z.int(),
  name: z.string(),
  key: z.string(),
  visibility: z.enum(["Private", "Shared", "Public"]),
  is_default: z.boolean(),
  lines: z.array(z.object({ product: z.url().nullable(), title: z.string(), date_created: z.iso.datetime() })),
}).meta({ id: "WishList" });

export function wishListJson(list: WishListInfo, urls: UrlBuilder): z.infer<typeof WishListSchema> {
  return {
    id: list.id,
    name: list.name,
    key: list.key,
    visibility: list.visibility,
    is_default: list.isDefault,
    lines: list.lines.map((l) => ({
      product: l.productId === null ? null : urls.path(PRODUCT_PATH, { id: l.productId }),
      title: l.title,
      date_created: l.dateCreated.toISOString(),
    })),
  };
}
