import { adminPolicies, AdminPolicySchema } from "@/lib/admin/content/policies.ts";
import { pageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA } from "@/lib/http/pagination.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/policies/",
  name: "Admin Policies",
  description: "Staff (content): the shop's three policies (Envelope A, one page) with their Markdown, the HTML the shop shows and how many versions are kept.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["content"] },
      responses: { 200: { description: "The policies.", schema: pageSchema(AdminPolicySchema, "AdminPolicy") } },
      handler: async ({ url }) => {
        const results = await adminPolicies();
        return envelopeA({ count: results.length, page: 1, pageSize: results.length, results }, url.toString());
      },
    },
  },
});
