import { adminShopDetails, AdminShopDetailsSchema, saveShopDetails, ShopDetailsPatchInput } from "@/lib/admin/content/shop-details.ts";
import { transaction } from "@/lib/db.ts";
import { EDIT_CONFLICT, FieldErrorsSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/shop-details/",
  name: "Admin Shop Details",
  description:
    "Staff (content): the shop's legal name, address, phone, hours and GSTIN, as the footer of every page, the contact page, the mails and the invoices show them. PATCH any of them (with `updated_at` to refuse overwriting a newer change); the pages follow at once. Audited.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["content"] },
      responses: { 200: { description: "The shop's details.", schema: AdminShopDetailsSchema }, 404: NOT_FOUND },
      handler: async () => adminShopDetails(),
    },
    PATCH: {
      permission: { staff: ["content"] },
      input: ShopDetailsPatchInput,
      responses: {
        200: { description: "The details after the change.", schema: AdminShopDetailsSchema },
        400: { description: 'Field errors: {"gstin": ["Enter a valid GSTIN."]}.', schema: FieldErrorsSchema },
        404: NOT_FOUND,
        409: EDIT_CONFLICT,
      },
      handler: async ({ caller, body }) => {
        await transaction((tx) => saveShopDetails(tx, { id: caller.user!.id, ip: caller.ip }, body));
        return adminShopDetails();
      },
    },
  },
});
