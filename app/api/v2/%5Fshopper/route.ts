import { endpoint } from "@/lib/http/endpoint.ts";
import { ShopperSchema, shopperJson } from "@/lib/storefront/shopper.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/_shopper/",
  name: "Shopper",
  description: "For the shop's pages, which are the same for everyone: who is signed in and their favourite products (null and [] for anonymous callers).",
  tag: "Storefront",
  personal: true,
  methods: {
    GET: {
      responses: { 200: { description: "The caller's own parts of a page.", schema: ShopperSchema } },
      handler: ({ caller }) => shopperJson(caller),
    },
  },
});
