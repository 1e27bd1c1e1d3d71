import { CategoryFlatSchema, categoryFlatJson } from "@/lib/catalogue/category-json.ts";
import { categoryTree } from "@/lib/catalogue/category-tree.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/catalogue/c/special/",
  name: "Featured Categories",
  description: "The public categories staff marked as featured, in tree order.",
  tag: "Catalogue",
  methods: {
    GET: {
      responses: { 200: { description: "The featured categories.", schema: CategoryFlatSchema } },
      handler: async ({ urls, locale }) => categoryFlatJson((await categoryTree()).ordered.filter((c) => c.isFeatured), urls, locale),
    },
  },
});
