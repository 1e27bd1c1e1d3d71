import { adminPolicy, AdminPolicySchema, restorePolicyVersion, RestoreInput } from "@/lib/admin/content/policies.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { EDIT_CONFLICT, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/policies/{slug}/versions/{id}/restore/",
  name: "Admin Policy Restore",
  description: "Staff (content): publishes an earlier version's text again, as a new version (with `updated_at` to refuse overwriting a newer change). Audited.",
  tag: "Admin",
  personal: true,
  methods: {
    POST: {
      permission: { staff: ["content"] },
      input: RestoreInput,
      responses: { 200: { description: "The policy as now published.", schema: AdminPolicySchema }, 404: NOT_FOUND, 409: EDIT_CONFLICT },
      handler: async ({ caller, params, body }) => {
        await transaction((tx) => restorePolicyVersion(tx, { id: caller.user!.id, ip: caller.ip }, params.slug, idParam(params.id), body.updated_at));
        return adminPolicy(params.slug);
      },
    },
  },
});
