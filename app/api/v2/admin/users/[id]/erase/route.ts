import { adminCustomerDetailJson, AdminCustomerDetailSchema, eraseCustomerByStaff } from "@/lib/admin/customers.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { DetailSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/users/{id}/erase/",
  name: "Admin User Erase",
  description:
    "Staff (customers): erases a customer who asked for it from their account page (India's DPDP Act): name, e-mail, phone, password, addresses, wish lists, sessions, tokens and newsletter consent go; orders stay with their totals, lines and GST, without the person (the state, pincode and country of their addresses stay as the place of supply). 409 when the customer has not asked, is staff, or is already erased. Audited without personal data.",
  tag: "Admin",
  personal: true,
  methods: {
    POST: {
      permission: { staff: ["customers"] },
      responses: { 200: { description: "The erased account.", schema: AdminCustomerDetailSchema }, 404: NOT_FOUND, 409: { description: "Not erasable now (why).", schema: DetailSchema } },
      handler: async ({ caller, params }) => {
        const id = idParam(params.id);
        const saved = await transaction((tx) => eraseCustomerByStaff(tx, { id: caller.user!.id, ip: caller.ip, isSuperuser: caller.user!.isSuperuser }, id));
        return adminCustomerDetailJson(saved);
      },
    },
  },
});
