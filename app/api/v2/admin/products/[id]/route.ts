import { idParam } from "@/lib/catalogue/api.ts";
import { adminProductDetailJson, adminProductRow } from "@/lib/catalogue/product-admin-read.ts";
import { AdminProductDetailSchema, AdminProductPatchInput } from "@/lib/catalogue/product-admin-schemas.ts";
import { updateProduct } from "@/lib/catalogue/product-admin-write.ts";
import { transaction } from "@/lib/db.ts";
import { EDIT_CONFLICT, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/products/{id}/",
  name: "Admin Product",
  description: "Staff (catalogue): a product with its variants, attributes, pictures, stock record and price; PATCH changes it (send updated_at as read: a newer product answers 409). Audited; the shop shows the change at once.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["catalogue"] },
      responses: { 200: { description: "The product.", schema: AdminProductDetailSchema }, 404: NOT_FOUND },
      handler: async ({ params, urls }) => adminProductDetailJson(await adminProductRow(idParam(params.id)), urls),
    },
    PATCH: {
      permission: { staff: ["catalogue"] },
      input: AdminProductPatchInput,
      responses: { 200: { description: "The changed product.", schema: AdminProductDetailSchema }, 404: NOT_FOUND, 409: EDIT_CONFLICT },
      handler: async ({ caller, params, body, urls }) => {
        const id = idParam(params.id);
        const row = await transaction((tx) => updateProduct(tx, { id: caller.user!.id, ip: caller.ip }, id, body));
        return adminProductDetailJson(row, urls);
      },
    },
  },
});
