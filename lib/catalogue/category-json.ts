// Category shapes of API.md §4: the Category object of /api/v2/categories/, and the storefront's tree
// (/api/v2/catalogue/c/), flat list (/c/all/) and featured categories (/c/special/).
import { z } from "zod";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { mediaPath } from "@/lib/storage/keys.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { breadcrumbText, categoryDescription, categoryName, type CategoryNode, type CategoryTree } from "./category-tree.ts";

export const CATEGORY_PATH = "/api/v2/categories/{id}/";

export const CategorySchema = z.object({
  url: z.url(),
  id: z.int(),
  breadcrumbs: z.string(),
  children: z.url(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.url().nullable(),
  is_public: z.boolean(),
}).meta({ id: "Category" });

const SummarySchema = z.object({ id: z.int(), name: z.string(), slug: z.string(), image: z.url().nullable(), product_count: z.int() });
export type CategoryTreeJson = z.infer<typeof SummarySchema> & { children: CategoryTreeJson[] };
const CategoryTreeNodeSchema = SummarySchema.extend({
  children: z.array(z.lazy((): z.ZodType => CategoryTreeNodeSchema)).describe("The same shape, one level down."),
}).meta({ id: "CategoryTreeNode" });
export const CategoryTreeSchema = z.array(CategoryTreeNodeSchema);
export const CategoryFlatSchema = z.array(SummarySchema.extend({ depth: z.int(), parent: z.int().nullable() }).meta({ id: "CategoryFlat" }));

function image(node: CategoryNode, urls: UrlBuilder): string | null {
  return node.image ? urls.abs(mediaPath(node.image)) : null;
}

/** `locale`: the caller's language (names and descriptions in Hindi where staff gave them). */
export function categoryJson(tree: CategoryTree, node: CategoryNode, urls: UrlBuilder, locale?: ShopLocale): z.infer<typeof CategorySchema> {
  return {
    url: urls.path(CATEGORY_PATH, { id: node.id }),
    id: node.id,
    breadcrumbs: breadcrumbText(tree, node, locale),
    children: urls.abs(`/api/v2/categories/${node.slugPath.map(encodeURIComponent).join("/")}/`),
    name: categoryName(node, locale),
    slug: node.slug,
    description: categoryDescription(node, locale),
    image: image(node, urls),
    is_public: node.isPublic,
  };
}

function summary(node: CategoryNode, urls: UrlBuilder, locale?: ShopLocale) {
  return { id: node.id, name: categoryName(node, locale), slug: node.slug, image: image(node, urls), product_count: node.productCount };
}

/** The public tree from `nodes` down. */
export function categoryTreeJson(nodes: CategoryNode[], urls: UrlBuilder, locale?: ShopLocale): CategoryTreeJson[] {
  return nodes.filter((n) => n.visible).map((n) => ({ ...summary(n, urls, locale), children: categoryTreeJson(n.children, urls, locale) }));
}

/** Public categories, flat, in tree order, with depth and parent id. */
export function categoryFlatJson(nodes: CategoryNode[], urls: UrlBuilder, locale?: ShopLocale): z.infer<typeof CategoryFlatSchema> {
  return nodes.filter((n) => n.visible).map((n) => ({ ...summary(n, urls, locale), depth: n.depth, parent: n.parentId }));
}
