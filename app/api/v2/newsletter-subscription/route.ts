import { z } from "zod";
import { subscribe } from "@/lib/content/newsletter.ts";
import { FORM_LIMITS } from "@/lib/content/limits.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

const Answer = z.object({ email: z.string(), status: z.enum(["pending", "confirmed"]) });

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/newsletter-subscription/",
  name: "Newsletter Subscription",
  description: "Subscribe an e-mail address to the newsletter: a confirmation mail is sent (double opt-in); an address already pending or confirmed answers 200 with its status. 10 an hour per address.",
  tag: "Index",
  methods: {
    POST: {
      input: z.object({ email: z.email().max(254).meta({ label: "E-mail" }) }),
      throttle: [FORM_LIMITS.newsletter],
      responses: { 201: { description: "Subscribed, pending confirmation.", schema: Answer }, 200: { description: "Already subscribed (pending or confirmed).", schema: Answer } },
      handler: async ({ body, locale }) => {
        const result = await subscribe(body.email, undefined, locale);
        return reply({ email: result.email, status: result.status }, { status: result.created ? 201 : 200 });
      },
    },
  },
});
