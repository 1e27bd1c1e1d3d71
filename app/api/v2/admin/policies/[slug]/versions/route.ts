import { countPolicyVersions, policyVersions, PolicyVersionSchema } from "@/lib/admin/content/policies.ts";
import { NOT_FOUND, pageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/policies/{slug}/versions/",
  name: "Admin Policy Versions",
  description: "Staff (content): every published text of a policy, newest first (Envelope A), with who published it and which version a restore brought back.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["content"] },
      responses: { 200: { description: "A page of versions.", schema: pageSchema(PolicyVersionSchema, "AdminPolicyVersion") }, 404: { ...NOT_FOUND, description: "No such policy, or a page past the end." } },
      handler: async ({ url, params }) => {
        const page = await loadPage(url, () => countPolicyVersions(params.slug), (offset, limit) => policyVersions(params.slug, offset, limit));
        return envelopeA(page, url.toString());
      },
    },
  },
});
