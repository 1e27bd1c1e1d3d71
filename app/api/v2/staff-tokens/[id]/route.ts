import { revokeStaffToken } from "@/lib/admin/staff-tokens.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/staff-tokens/{id}/",
  name: "Staff Token",
  description: "Any staff member: DELETE revokes one of their own integration tokens at once (anyone else's: 404). A scoped integration token cannot revoke tokens (403).",
  tag: "Admin",
  personal: true,
  methods: {
    DELETE: {
      permission: "staff",
      responses: { 204: { description: "Revoked." }, 404: NOT_FOUND },
      handler: async ({ caller, params }) => {
        await transaction((tx) => revokeStaffToken(tx, { user: caller.user!, tokenId: caller.tokenId, ip: caller.ip }, idParam(params.id)));
        return reply(null, { status: 204 });
      },
    },
  },
});
