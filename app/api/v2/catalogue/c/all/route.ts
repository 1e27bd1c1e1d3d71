import { CategoryFlatSchema, categoryFlatJson } from "@/lib/catalogue/category-json.ts";
import { categoryTree } from "@/lib/catalogue/category-tree.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/catalogue/c/all/",
  name: "All Categories",
  description: "Every public category, flat, in tree order, with its depth and its parent's id.",
  tag: "Catalogue",
  methods: {
    GET: {
      responses: { 200: { description: "The categories.", schema: CategoryFlatSchema } },
      handler: async ({ urls, locale }) => categoryFlatJson((await categoryTree()).ordered, urls, locale),
    },
  },
});
