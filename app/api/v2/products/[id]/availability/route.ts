import { findById } from "@/lib/catalogue/api.ts";
import { AvailabilitySchema } from "@/lib/catalogue/card-json.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/products/{id}/availability/",
  name: "Product Availability",
  description: "Whether the product can be bought and how many are available (a parent itself is never bought: its children are).",
  tag: "Catalogue",
  personal: true,
  methods: {
    GET: {
      responses: { 200: { description: "The availability.", schema: AvailabilitySchema }, 404: NOT_FOUND },
      handler: async ({ caller, params }) => {
        const product = await findById(caller, params.id)();
        if (!product) throw new NotFoundError();
        return product.structure === "parent" ? { is_available_to_buy: false, message: "Unavailable" } : product.card.availability;
      },
    },
  },
});
