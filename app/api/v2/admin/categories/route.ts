import { adminCategoryJson, AdminCategorySchema, CategoryFilters, categoryOr404, categoryWhere, countCategories, listCategories } from "@/lib/admin/categories/json.ts";
import { CategoryInput, createCategory } from "@/lib/admin/categories/service.ts";
import { transaction } from "@/lib/db.ts";
import { INVALID_PAGE, pageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/categories/",
  name: "Admin Categories",
  description: "Staff (catalogue): every category, hidden ones too, in tree order (Envelope A), by name or slug (`q`); POST makes one at the top level or under `parent`, hidden unless `is_public`, audited.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["catalogue"] },
      query: CategoryFilters,
      responses: { 200: { description: "A page of categories in tree order.", schema: pageSchema(AdminCategorySchema, "AdminCategory") }, 404: INVALID_PAGE },
      handler: async ({ url, query, urls }) => {
        const where = categoryWhere(query);
        const page = await loadPage(url, () => countCategories(where), (offset, limit) => listCategories(where, offset, limit));
        return envelopeA({ ...page, results: page.results.map((c) => adminCategoryJson(c, urls)) }, url.toString());
      },
    },
    POST: {
      permission: { staff: ["catalogue"] },
      input: CategoryInput,
      responses: { 201: { description: "The category made.", schema: AdminCategorySchema } },
      handler: async ({ caller, body, urls }) => {
        const made = await transaction((tx) => createCategory(tx, { id: caller.user!.id, ip: caller.ip }, body));
        return reply(adminCategoryJson(await categoryOr404(made.id), urls), { status: 201, headers: { Location: urls.path("/api/v2/admin/categories/{id}/", { id: made.id }) } });
      },
    },
  },
});
