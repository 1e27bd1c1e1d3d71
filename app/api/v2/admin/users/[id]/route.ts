import { adminCustomerDetailJson, AdminCustomerDetailSchema, customerOr404, CustomerPatchInput, updateCustomer } from "@/lib/admin/customers.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { DetailSchema, EDIT_CONFLICT, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/users/{id}/",
  name: "Admin User",
  description:
    "Staff (customers): one account with its order count, lifetime value (incl. GST, cancelled orders left out) and live sessions. PATCH `first_name`, `last_name`, `phone_number` (an Indian mobile), `is_active` (false ends every session and token at once and refuses sign-in) and, for the owner only, `is_staff` (the staff flag; ends the account's sessions) and a staff member's `staff_groups`; send `updated_at` to refuse overwriting a newer change. Audited.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["customers"] },
      responses: { 200: { description: "The account.", schema: AdminCustomerDetailSchema }, 404: NOT_FOUND },
      handler: async ({ params }) => adminCustomerDetailJson(await customerOr404(idParam(params.id))),
    },
    PATCH: {
      permission: { staff: ["customers"] },
      input: CustomerPatchInput,
      responses: {
        200: { description: "The changed account.", schema: AdminCustomerDetailSchema },
        403: { description: "Staff groups, or a staff member's standing, changed by someone other than the owner.", schema: DetailSchema },
        404: NOT_FOUND,
        409: EDIT_CONFLICT,
      },
      handler: async ({ caller, params, body }) => {
        const actor = { id: caller.user!.id, ip: caller.ip, isSuperuser: caller.user!.isSuperuser };
        const id = idParam(params.id);
        const saved = await transaction((tx) => updateCustomer(tx, actor, id, body));
        return adminCustomerDetailJson(saved);
      },
    },
  },
});
