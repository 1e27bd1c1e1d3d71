import { CategoryTreeSchema, categoryTreeJson } from "@/lib/catalogue/category-json.ts";
import { categoryTree } from "@/lib/catalogue/category-tree.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/catalogue/c/",
  name: "Category Tree",
  description: "The public category tree, each category with how many public products it holds (itself and below).",
  tag: "Catalogue",
  methods: {
    GET: {
      responses: { 200: { description: "The tree.", schema: CategoryTreeSchema } },
      handler: async ({ urls, locale }) => categoryTreeJson((await categoryTree()).roots, urls, locale),
    },
  },
});
