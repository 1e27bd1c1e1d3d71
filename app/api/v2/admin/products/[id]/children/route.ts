import { idParam } from "@/lib/catalogue/api.ts";
import { adminProductDetailJson, adminProductRow } from "@/lib/catalogue/product-admin-read.ts";
import { AdminProductDetailSchema, AdminVariantCreateInput } from "@/lib/catalogue/product-admin-schemas.ts";
import { createVariant } from "@/lib/catalogue/product-variants.ts";
import { transaction } from "@/lib/db.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/products/{id}/children/",
  name: "Admin Product Variants",
  description:
    "Staff (catalogue): adds a variant to a product — its option values (`attributes`, by attribute code), SKU, GTIN, price and stock. The first variant of a product sold as it is makes it a parent and takes over its stock record. Answers the product with its variants. Audited; the shop shows it at once.",
  tag: "Admin",
  personal: true,
  methods: {
    POST: {
      permission: { staff: ["catalogue"] },
      input: AdminVariantCreateInput,
      responses: { 201: { description: "The product with its new variant.", schema: AdminProductDetailSchema }, 404: NOT_FOUND },
      handler: async ({ caller, params, body, urls }) => {
        const id = idParam(params.id);
        await transaction((tx) => createVariant(tx, { id: caller.user!.id, ip: caller.ip }, id, body));
        const json = adminProductDetailJson(await adminProductRow(id), urls);
        return reply(json, { status: 201, headers: { Location: json.url } });
      },
    },
  },
});
