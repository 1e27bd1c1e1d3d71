// The filters a category page offers (GET /api/v2/catalogue/f/{id}/): the attributes its products can
// be filtered by, with their values and counts, and the price range — the facets of the unfiltered
// category listing.
import { z } from "zod";
import { cached } from "./cache.ts";
import { canSee, categoryTree, type CategoryNode } from "./category-tree.ts";
import { listingFacets, type Facets } from "./facets.ts";
import { resolveListing } from "./listing-filters.ts";
import type { Viewer } from "./viewer.ts";

export interface CategoryFilters {
  category: CategoryNode;
  facets: Facets;
}

export const CategoryFiltersSchema = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  attributes: z.array(z.object({ code: z.string(), name: z.string(), type: z.string(), values: z.array(z.object({ value: z.string(), count: z.int() })) })),
  price: z.object({ min: z.string().nullable(), max: z.string().nullable() }),
}).meta({ id: "CategoryFilters" });

async function load(category: CategoryNode, viewer: Viewer): Promise<CategoryFilters> {
  const resolved = await resolveListing({ category: String(category.id), attributes: {}, inStock: false }, viewer);
  return { category, facets: await listingFacets(resolved) };
}

/** The filters of the category `id`, or null when the viewer may not see it. */
export async function categoryFilters(id: number, viewer: Viewer): Promise<CategoryFilters | null> {
  const category = (await categoryTree()).byId.get(id);
  if (!category || !canSee(category, viewer)) return null;
  if (viewer.staff) return load(category, viewer);
  return cached(`filters:${id}`, { categories: true, products: "any" }, () => load(category, viewer));
}

export function categoryFiltersJson(f: CategoryFilters): z.infer<typeof CategoryFiltersSchema> {
  return {
    id: f.category.id,
    name: f.category.name,
    slug: f.category.slug,
    attributes: f.facets.attributes.map((a) => ({ code: a.code, name: a.name, type: a.type, values: a.values.map((v) => ({ value: v.value, count: v.count })) })),
    price: f.facets.price,
  };
}
