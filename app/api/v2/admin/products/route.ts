import { adminProductDetailJson, adminProductJson, adminProductWhere, countAdminProducts, listAdminProducts } from "@/lib/catalogue/product-admin-read.ts";
import { AdminProductCreateInput, AdminProductDetailSchema, AdminProductFilters, AdminProductSchema } from "@/lib/catalogue/product-admin-schemas.ts";
import { createProduct } from "@/lib/catalogue/product-admin-write.ts";
import { transaction } from "@/lib/db.ts";
import { INVALID_PAGE, pageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/products/",
  name: "Admin Product List",
  description: "Staff (catalogue): every product but variants, hidden ones too (Envelope A), searched by title, SKU or GTIN and filtered by category, class, published and stock state; POST creates a product.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["catalogue"] },
      query: AdminProductFilters,
      responses: { 200: { description: "A page of products.", schema: pageSchema(AdminProductSchema, "AdminProduct") }, 404: INVALID_PAGE },
      handler: async ({ url, query, urls }) => {
        const where = await adminProductWhere(query);
        const page = await loadPage(url, () => countAdminProducts(where), (offset, limit) => listAdminProducts(where, query.ordering, offset, limit));
        return envelopeA({ ...page, results: page.results.map((p) => adminProductJson(p, urls)) }, url.toString());
      },
    },
    POST: {
      permission: { staff: ["catalogue"] },
      input: AdminProductCreateInput,
      responses: { 201: { description: "The new product.", schema: AdminProductDetailSchema } },
      handler: async ({ caller, body, urls }) => {
        const row = await transaction((tx) => createProduct(tx, { id: caller.user!.id, ip: caller.ip }, body));
        return reply(adminProductDetailJson(row, urls), { status: 201 });
      },
    },
  },
});
