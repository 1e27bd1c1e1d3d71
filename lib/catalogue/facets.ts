// Facets of a listing (API.md §4): for each filterable attribute, its values with how many listed
// products have them, and the price range. Disjunctive: an attribute's counts apply every filter but
// that attribute's own, and the price range ignores the price filters, so picking one value never
// hides the others. A parent has its children's values. One query.
import { db, Prisma } from "@/lib/db.ts";
import { money } from "@/lib/pricing/index.ts";
import { attributeCatalogue, type AttributeDefinition } from "./attributes.ts";
import { attributeCondition, visibleChild, type ResolvedListing } from "./listing-filters.ts";

export interface FacetValue {
  value: string;
  count: number;
}

export interface AttributeFacet {
  code: string;
  name: string;
  type: AttributeDefinition["type"];
  values: FacetValue[];
}

export interface Facets {
  attributes: AttributeFacet[];
  /** Cheapest and dearest card price (incl. GST) among the matches; null when none has a price. */
  price: { min: string | null; max: string | null };
}

interface FacetRow {
  aid: number | null;
  value: string | null;
  count: number;
  min: string | null;
  max: string | null;
}

function sortValues(values: FacetValue[]): FacetValue[] {
  const numeric = values.every((v) => /^-?\d+(\.\d+)?$/.test(v.value));
  return values.sort((a, b) => (numeric ? Number(a.value) - Number(b.value) : a.value.localeCompare(b.value, "en")));
}

/** The one query behind listingFacets (exported for EXPLAIN). */
export function facetsQuery(r: ResolvedListing, filterable: AttributeDefinition[]): Prisma.Sql {
  const ids = filterable.map((a) => a.id);
  /** Every selected attribute's flag (m<i> is the i-th selected attribute), but `skip`'s own. */
  const all = (skip?: number) => {
    const parts = r.attributes.flatMap((f, i) => (f.attribute.id === skip ? [] : [Prisma.raw(`b.m${i}`)]));
    return parts.length ? Prisma.join(parts, " AND ") : Prisma.sql`true`;
  };
  const flags = r.attributes.map((f, i) => Prisma.sql`${attributeCondition(f, r.viewer)} AS ${Prisma.raw(`m${i}`)}`);
  const priceOk = r.price.length ? Prisma.join(r.price, " AND ") : Prisma.sql`true`;
  // The counts for attribute `aid` use every selected attribute's flag except its own.
  const countCondition = r.attributes.length
    ? Prisma.sql`CASE vals.aid ${Prisma.join(r.attributes.map((f) => Prisma.sql`WHEN ${f.attribute.id} THEN ${all(f.attribute.id)}`), " ")} ELSE ${all()} END`
    : Prisma.sql`true`;
  return Prisma.sql`
      WITH b AS (
        SELECT p.id, p."listPrice", (${priceOk}) AS price_ok ${flags.length ? Prisma.sql`, ${Prisma.join(flags, ", ")}` : Prisma.empty}
        FROM "Product" p WHERE ${Prisma.join(r.base, " AND ")}
      ),
      vals AS (
        SELECT b.id, v."attributeId" AS aid, v.value
        FROM b JOIN "ProductAttributeValue" v ON v."productId" = b.id
        WHERE v."attributeId" = ANY(${ids}::int[])
        UNION
        SELECT p.id, v."attributeId", v.value
        FROM b p JOIN "Product" c ON ${visibleChild(r.viewer)}
        JOIN "ProductAttributeValue" v ON v."productId" = c.id
        WHERE v."attributeId" = ANY(${ids}::int[])
      )
      SELECT vals.aid, vals.value, (count(*) FILTER (WHERE b.price_ok AND ${countCondition}))::int AS count, NULL AS min, NULL AS max
      FROM vals JOIN b ON b.id = vals.id GROUP BY vals.aid, vals.value
      UNION ALL
      SELECT NULL, NULL, 0, min(b."listPrice")::text, max(b."listPrice")::text FROM b WHERE ${all()}`;
}

export async function listingFacets(r: ResolvedListing): Promise<Facets> {
  const catalogue = await attributeCatalogue();
  const filterable = catalogue.all.filter((a) => a.isFilterable && a.code !== "price");
  const rows = await db().$queryRaw<FacetRow[]>(facetsQuery(r, filterable));
  const selected = new Map(r.attributes.map((f) => [f.attribute.id, new Set(f.values)]));
  const byAttribute = new Map<number, FacetValue[]>();
  let price: Facets["price"] = { min: null, max: null };
  for (const row of rows) {
    if (row.aid === null) {
      price = { min: row.min === null ? null : money(row.min), max: row.max === null ? null : money(row.max) };
    } else if (row.count > 0 || selected.get(row.aid)?.has(row.value!)) {
      byAttribute.set(row.aid, [...(byAttribute.get(row.aid) ?? []), { value: row.value!, count: row.count }]);
    }
  }
  // A selected value stays listed (so it can be unselected) even when no match has it.
  for (const f of r.attributes) {
    const values = byAttribute.get(f.attribute.id) ?? [];
    for (const value of f.values) if (!values.some((v) => v.value === value)) values.push({ value, count: 0 });
    byAttribute.set(f.attribute.id, values);
  }
  const attributes = filterable
    .filter((a) => byAttribute.has(a.id))
    .map((a) => ({ code: a.code, name: a.name, type: a.type, values: sortValues(byAttribute.get(a.id)!) }));
  return { attributes, price };
}
