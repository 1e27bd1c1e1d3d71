// The three policy addresses of spec/API.md §8 are fixed paths, one route module each; they share this.
import { NotFoundError } from "@/lib/errors.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { findPolicy, PolicySchema, type PolicySlug } from "./policies.ts";

export function policyEndpoint(slug: PolicySlug, name: string) {
  return endpoint({
    path: `/api/v2/policies/legals/${slug}/`,
    name,
    description: `The shop's ${name.toLowerCase()}: its title, the text as sanitised HTML and when staff last changed it.`,
    tag: "Policies and content",
    methods: {
      GET: {
        responses: { 200: { description: `The ${name.toLowerCase()}.`, schema: PolicySchema }, 404: NOT_FOUND },
        handler: async ({ locale }) => {
          const policy = await findPolicy(slug, locale);
          if (!policy) throw new NotFoundError();
          return policy;
        },
      },
    },
  });
}
