// A listing query turned into SQL conditions on `p` (a "Product" row), for one viewer: the products
// they may see, the category (with its visible subcategories), the search, price, attribute and
// stock filters, and the ordering. Unknown categories and attributes are field errors (400).
import { Prisma } from "@/lib/db.ts";
import { ValidationError, type FieldErrors } from "@/lib/errors.ts";
import { quote } from "@/lib/http/echo.ts";
import { attributeCatalogue, type AttributeDefinition } from "./attributes.ts";
import { categoryTree, subtreeIds } from "./category-tree.ts";
import type { ListingQuery } from "./listing-query.ts";
import { parseSearch, searchCondition, searchRanking, type SearchQuery } from "./search.ts";
import { searchSynonyms } from "./synonyms.ts";
import type { Viewer } from "./viewer.ts";

export interface AttributeFilter {
  attribute: AttributeDefinition;
  values: string[];
}

export interface ResolvedListing {
  query: ListingQuery;
  viewer: Viewer;
  /** Visibility, structure, category, search and stock: everything but the price and attribute filters. */
  base: Prisma.Sql[];
  price: Prisma.Sql[];
  attributes: AttributeFilter[];
  search: SearchQuery | null;
  orderBy: Prisma.Sql;
}

const choice = (value: string) => `Select a valid choice. ${quote(value)} is not one of the available choices.`;

/** Products `viewer` may see: public (a child's parent too) unless staff; listed structures by default. */
export function visibleProducts(viewer: Viewer, structure?: ListingQuery["structure"]): Prisma.Sql[] {
  const out = [structure ? Prisma.sql`p.structure = ${structure}::"ProductStructure"` : Prisma.sql`p.structure IN ('standalone', 'parent')`];
  if (!viewer.staff) {
    out.push(Prisma.sql`p."isPublic"`);
    if (structure === "child") out.push(Prisma.sql`EXISTS (SELECT 1 FROM "Product" x WHERE x.id = p."parentId" AND x."isPublic")`);
  }
  return out;
}

/** A child `c` of the listed product `p` that `viewer` may see. */
export function visibleChild(viewer: Viewer): Prisma.Sql {
  return viewer.staff ? Prisma.sql`c."parentId" = p.id` : Prisma.sql`c."parentId" = p.id AND c."isPublic"`;
}

/** `p` or one of its visible children has one of the values (two index lookups, no OR in a join). */
export function attributeCondition(filter: AttributeFilter, viewer: Viewer): Prisma.Sql {
  const matches = Prisma.sql`v."attributeId" = ${filter.attribute.id} AND v.value = ANY(${filter.values}::text[])`;
  return Prisma.sql`(EXISTS (SELECT 1 FROM "ProductAttributeValue" v WHERE v."productId" = p.id AND ${matches})
    OR EXISTS (SELECT 1 FROM "Product" c JOIN "ProductAttributeValue" v ON v."productId" = c.id WHERE ${visibleChild(viewer)} AND ${matches}))`;
}

function ordering(query: ListingQuery, search: SearchQuery | null): Prisma.Sql {
  const newest = Prisma.sql`p."dateCreated" DESC, p.id DESC`;
  switch (query.ordering) {
    case "price":
      return Prisma.sql`p."listPrice" ASC NULLS LAST, p.id ASC`;
    case "-price":
      return Prisma.sql`p."listPrice" DESC NULLS LAST, p.id DESC`;
    case "title":
      return Prisma.sql`p.title ASC, p.id ASC`;
    case "-rating":
      return Prisma.sql`p.rating DESC NULLS LAST, ${newest}`;
    case "-date_created":
      return newest;
    default:
      return search ? Prisma.sql`${Prisma.join(searchRanking(search), ", ")}, ${newest}` : newest;
  }
}

export async function resolveListing(query: ListingQuery, viewer: Viewer): Promise<ResolvedListing> {
  const errors: FieldErrors = {};
  const base = visibleProducts(viewer, query.structure);

  if (query.category !== undefined) {
    const tree = await categoryTree();
    const raw = query.category;
    const node = /^\d{1,10}$/.test(raw) ? tree.byId.get(Number(raw)) : tree.bySlug.get(raw);
    const ids = node ? subtreeIds(node, viewer) : [];
    if (!ids.length) errors.category = [choice(raw)];
    else base.push(Prisma.sql`EXISTS (SELECT 1 FROM "ProductCategory" pc WHERE pc."productId" = COALESCE(p."parentId", p.id) AND pc."categoryId" = ANY(${ids}::int[]))`);
  }

  const search = query.q ? parseSearch(query.q, { synonyms: await searchSynonyms() }) : null;
  if (search) base.push(searchCondition(search));
  if (query.inStock) base.push(Prisma.sql`p."isAvailable"`);

  const price: Prisma.Sql[] = [];
  if (query.priceMin !== undefined) price.push(Prisma.sql`p."listPrice" >= ${query.priceMin}::numeric`);
  if (query.priceMax !== undefined) price.push(Prisma.sql`p."listPrice" <= ${query.priceMax}::numeric`);

  const attributes: AttributeFilter[] = [];
  const codes = Object.keys(query.attributes);
  if (codes.length) {
    const catalogue = await attributeCatalogue();
    for (const code of codes.sort()) {
      const attribute = catalogue.byCode.get(code);
      if (!attribute?.isFilterable) errors[`attr_${code}`] = [`${code} is not an attribute listings can be filtered by.`];
      else attributes.push({ attribute, values: query.attributes[code] });
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { query, viewer, base, price, attributes, search, orderBy: ordering(query, search) };
}

/** Every condition of the listing, ANDed. */
export function allConditions(r: ResolvedListing): Prisma.Sql {
  return Prisma.join([...r.base, ...r.price, ...r.attributes.map((a) => attributeCondition(a, r.viewer))], " AND ");
}
