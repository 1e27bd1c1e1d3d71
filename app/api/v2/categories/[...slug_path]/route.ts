// /api/v2/categories/{id}/ (one category) and /api/v2/categories/{slug}/{slug}/…/ (the children of
// the category at that path) share this route: a single all-digits segment is an id.
import { z } from "zod";
import { CategorySchema, categoryJson } from "@/lib/catalogue/category-json.ts";
import { canSee, categoryTree, findByPath } from "@/lib/catalogue/category-tree.ts";
import { viewerOf } from "@/lib/catalogue/viewer.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { DetailSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { ANY_CATALOGUE_TAGS } from "@/lib/page-cache/tags.ts";

const NOT_FOUND = "No Category found matching the query";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/categories/{slug_path}/",
  name: "Category Detail",
  description: "With one numeric segment, the category with that id; otherwise the children of the category at that slug path (/living-room/sofas/).",
  tag: "Catalogue",
  personal: true,
  methods: {
    GET: {
      shareable: { tags: ANY_CATALOGUE_TAGS },
      responses: {
        200: { description: "The category, or the children of the category at the path.", schema: z.union([CategorySchema, z.array(CategorySchema)]) },
        404: { description: NOT_FOUND, schema: DetailSchema },
      },
      handler: async ({ caller, params, urls, locale }) => {
        const viewer = viewerOf(caller);
        const tree = await categoryTree();
        const segments = (params.slug_path ?? "").split("/").filter(Boolean);
        if (segments.length === 1 && /^\d{1,10}$/.test(segments[0])) {
          const node = tree.byId.get(Number(segments[0]));
          if (!node || !canSee(node, viewer)) throw new NotFoundError(NOT_FOUND);
          return categoryJson(tree, node, urls, locale);
        }
        const node = segments.length <= 8 ? findByPath(tree, segments, viewer) : null;
        if (!node) throw new NotFoundError(NOT_FOUND);
        return node.children.filter((c) => canSee(c, viewer)).map((c) => categoryJson(tree, c, urls, locale));
      },
    },
  },
});
