import { favouritesOf } from "@/lib/catalogue/api.ts";
import { productCardsJson } from "@/lib/catalogue/card-json.ts";
import { ProductPageSchema } from "@/lib/catalogue/listing-json.ts";
import { viewerOf } from "@/lib/catalogue/viewer.ts";
import { DetailSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, pageRequest } from "@/lib/http/pagination.ts";
import { defaultWishListPage } from "@/lib/wishlist/wish-list-cards.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/_wishlist/",
  name: "Default Wish List",
  description: "The products of the caller's default wish list as cards, newest first.",
  tag: "Wish lists",
  personal: true,
  methods: {
    GET: {
      permission: "user",
      responses: { 200: { description: "A page of product cards.", schema: ProductPageSchema }, 404: { description: "Invalid page.", schema: DetailSchema } },
      handler: async ({ caller, url, urls }) => {
        const page = await defaultWishListPage(caller.user!.id, viewerOf(caller), pageRequest(url));
        const favourites = await favouritesOf(caller, page.cards.map((c) => c.id));
        return envelopeA({ ...page, results: productCardsJson(page.cards, urls, favourites) }, url.toString());
      },
    },
  },
});
