import { idParam } from "@/lib/catalogue/api.ts";
import { categoryFilters, CategoryFiltersSchema, categoryFiltersJson } from "@/lib/catalogue/category-filters.ts";
import { viewerOf } from "@/lib/catalogue/viewer.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { DetailSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

const NOT_FOUND = "No Category found matching the query";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/catalogue/f/{id}/",
  name: "Category Filters",
  description: "The filters of category {id}: the attributes its products can be filtered by, with their values and how many products have each, and the price range.",
  tag: "Catalogue",
  personal: true,
  methods: {
    GET: {
      responses: { 200: { description: "The filters.", schema: CategoryFiltersSchema }, 404: { description: NOT_FOUND, schema: DetailSchema } },
      handler: async ({ caller, params }) => {
        const filters = await categoryFilters(idParam(params.id, NOT_FOUND), viewerOf(caller));
        if (!filters) throw new NotFoundError(NOT_FOUND);
        return categoryFiltersJson(filters);
      },
    },
  },
});
