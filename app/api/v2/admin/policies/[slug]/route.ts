import { adminPolicy, AdminPolicySchema, PolicyPatchInput, savePolicy } from "@/lib/admin/content/policies.ts";
import { transaction } from "@/lib/db.ts";
import { EDIT_CONFLICT, FieldErrorsSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/policies/{slug}/",
  name: "Admin Policy",
  description:
    "Staff (content): one policy (privacy-policy, return-policy, terms-and-conditions) in Markdown; PATCH its title or text (with `updated_at` to refuse overwriting a newer change) to publish a new version, shown by the shop's page and the API at once. Audited.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["content"] },
      responses: { 200: { description: "The policy.", schema: AdminPolicySchema }, 404: NOT_FOUND },
      handler: async ({ params }) => adminPolicy(params.slug),
    },
    PATCH: {
      permission: { staff: ["content"] },
      input: PolicyPatchInput,
      responses: {
        200: { description: "The policy as published (unchanged when the text was the same: no version is added).", schema: AdminPolicySchema },
        400: { description: "Field errors.", schema: FieldErrorsSchema },
        404: NOT_FOUND,
        409: EDIT_CONFLICT,
      },
      handler: async ({ caller, params, body }) => {
        await transaction((tx) => savePolicy(tx, { id: caller.user!.id, ip: caller.ip }, params.slug, body));
        return adminPolicy(params.slug);
      },
    },
  },
});
