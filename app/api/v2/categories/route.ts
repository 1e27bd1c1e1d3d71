import { z } from "zod";
import { CategorySchema, categoryJson } from "@/lib/catalogue/category-json.ts";
import { canSee, categoryTree } from "@/lib/catalogue/category-tree.ts";
import { viewerOf } from "@/lib/catalogue/viewer.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { ANY_CATALOGUE_TAGS } from "@/lib/page-cache/tags.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/categories/",
  name: "Category List",
  description: "The top-level categories; each links to its children at /api/v2/categories/<slug>/<slug>/…/.",
  tag: "Catalogue",
  personal: true,
  methods: {
    GET: {
      shareable: { tags: ANY_CATALOGUE_TAGS },
      responses: { 200: { description: "The root categories.", schema: z.array(CategorySchema) } },
      handler: async ({ caller, urls, locale }) => {
        const tree = await categoryTree();
        return tree.roots.filter((c) => canSee(c, viewerOf(caller))).map((c) => categoryJson(tree, c, urls, locale));
      },
    },
  },
});
