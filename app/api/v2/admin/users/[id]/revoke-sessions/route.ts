import { revokeCustomerSessions, RevokedSchema } from "@/lib/admin/customers.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/users/{id}/revoke-sessions/",
  name: "Admin User Revoke Sessions",
  description: "Staff (customers): signs the account out everywhere — every browser session, API token and app session ends at once. Audited.",
  tag: "Admin",
  personal: true,
  methods: {
    POST: {
      permission: { staff: ["customers"] },
      responses: { 200: { description: "How many credentials ended.", schema: RevokedSchema }, 404: NOT_FOUND },
      handler: async ({ caller, params }) => {
        const id = idParam(params.id);
        const ended = await transaction((tx) => revokeCustomerSessions(tx, { id: caller.user!.id, ip: caller.ip, isSuperuser: caller.user!.isSuperuser }, id));
        return { detail: "Signed out everywhere.", ended };
      },
    },
  },
});
