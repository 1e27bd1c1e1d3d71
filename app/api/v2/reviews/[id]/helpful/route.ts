import { z } from "zod";
import { DetailSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";
import { voteHelpful } from "@/lib/reviews/write.ts";

const HelpfulSchema = z.object({ id: z.int(), helpful_count: z.int() }).meta({ id: "ReviewHelpfulVote" });

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/reviews/{id}/helpful/",
  name: "Review Helpful Vote",
  description: "The signed-in caller found a visible review helpful: counted once per shopper (201; again: 200 with the same count). One's own review: 403.",
  tag: "Catalogue",
  personal: true,
  methods: {
    POST: {
      permission: "user",
      throttle: [{ scope: "review-helpful", rate: "300/hour", by: "user" }],
      responses: {
        200: { description: "Already counted: the review's count.", schema: HelpfulSchema },
        201: { description: "Counted: the review's count.", schema: HelpfulSchema },
        403: { description: "The caller's own review.", schema: DetailSchema },
        404: NOT_FOUND,
      },
      handler: async ({ caller, params }) => {
        const vote = await voteHelpful(caller.user!.id, params.id);
        return reply({ id: Number(params.id), helpful_count: vote.helpful_count }, { status: vote.counted ? 201 : 200 });
      },
    },
  },
});
