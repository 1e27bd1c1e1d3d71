import { z } from "zod";
import { NotFoundError } from "@/lib/errors.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { ownReviewStanding, OwnReviewStandingSchema } from "@/lib/reviews/read.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/_reviews/",
  name: "Shopper Reviews",
  description:
    "For the product page, which is the same for everyone: whether the caller may review the product (?product=<id>), their own review (hidden or not) and the reviews they found helpful.",
  tag: "Storefront",
  personal: true,
  methods: {
    GET: {
      query: z.object({ product: z.string().optional().describe("The product's id.") }),
      responses: { 200: { description: "The caller's standing.", schema: OwnReviewStandingSchema }, 404: NOT_FOUND },
      handler: async ({ caller, query, urls }) => {
        const standing = await ownReviewStanding(caller.user?.id ?? null, query.product, urls);
        if (!standing) throw new NotFoundError();
        return standing;
      },
    },
  },
});
