import { adminCategoryJson, AdminCategorySchema, categoryOr404 } from "@/lib/admin/categories/json.ts";
import { CategoryPatchInput, deleteCategory, updateCategory } from "@/lib/admin/categories/service.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { ConflictSchema, EDIT_CONFLICT, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/categories/{id}/",
  name: "Admin Category",
  description:
    "Staff (catalogue): one category. PATCH its name, slug, description, `is_public`, `parent` (a tree move: everything below it goes along; never under itself or its own subcategories) or `position` among its siblings, with `updated_at` to refuse overwriting a newer change. DELETE an empty category (one with subcategories or products: 409). Audited.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["catalogue"] },
      responses: { 200: { description: "The category.", schema: AdminCategorySchema }, 404: NOT_FOUND },
      handler: async ({ params, urls }) => adminCategoryJson(await categoryOr404(idParam(params.id)), urls),
    },
    PATCH: {
      permission: { staff: ["catalogue"] },
      input: CategoryPatchInput,
      responses: { 200: { description: "The changed category.", schema: AdminCategorySchema }, 404: NOT_FOUND, 409: EDIT_CONFLICT },
      handler: async ({ caller, params, body, urls }) => {
        const id = idParam(params.id);
        await transaction((tx) => updateCategory(tx, { id: caller.user!.id, ip: caller.ip }, id, body));
        return adminCategoryJson(await categoryOr404(id), urls);
      },
    },
    DELETE: {
      permission: { staff: ["catalogue"] },
      responses: {
        204: { description: "Deleted." },
        404: NOT_FOUND,
        409: { description: "It still has subcategories (code category_has_children) or products (category_has_products).", schema: ConflictSchema },
      },
      handler: async ({ caller, params }) => {
        await transaction((tx) => deleteCategory(tx, { id: caller.user!.id, ip: caller.ip }, idParam(params.id)));
        return reply(null, { status: 204 });
      },
    },
  },
});
