// A product's family — the parent or standalone product and every child — with everything its detail
// shows, read in one statement. Prisma's `include` asks for each relation after the last, a round trip
// and a query plan each, and a product page's first view waited on all of them
// (docs/decisions/0079-product-family-in-one-statement.md).
import { Prisma } from "@/lib/db.ts";
import { plainSql } from "@/lib/sql.ts";
import type { Structure } from "./cards.ts";
import type { LeadTime } from "@/lib/shipping/lead-time.ts";
import type { OptionDefinition } from "./options.ts";

export interface FamilyRow {
  id: number;
  parentId: number | null;
  structure: Structure;
  title: string;
  slug: string;
  upc: string | null;
  description: string;
  /** Staff's Hindi texts; empty: none. */
  titleHi: string;
  descriptionHi: string;
  seoTitle: string;
  seoDescription: string;
  isPublic: boolean;
  dateCreated: Date;
  dateUpdated: Date;
  /** The product class's slug (a child's is usually its parent's: none of its own). */
  productClass: string | null;
  /** Its class's (null without a class of its own): false for a service, which nothing is delivered for. */
  requiresShipping: boolean | null;
  /** Its own made-to-order range (working days) and its class's; lib/shipping/lead-time.ts picks. */
  ownLeadTime: LeadTime | null;
  classLeadTime: LeadTime | null;
  /** In the attributes' display order; several rows for a multi_option attribute. */
  attributeValues: { code: string; name: string; type: string; value: string }[];
  images: { id: number; original: string; caption: string; displayOrder: number; width: number | null; height: number | null }[];
  options: OptionDefinition[];
  categoryIds: number[];
  /** By ranking. */
  recommendedIds: number[];
  images360: { id: number; title: string; productId: number | null; thumbnail: string | null; frames: { path: string }[] }[];
  /** Its visible reviews by stars (`{"5": 3, "4": 1}`); null with none (a child never has any). */
  reviewCounts: Record<string, number> | null;
}

type Answer = Omit<FamilyRow, "dateCreated" | "dateUpdated"> & { dateCreated: string; dateUpdated: string };

// Timestamps leave as ISO text and relations as JSON: both drivers (pg, PGlite through Prisma) read those alike.
const iso = (column: Prisma.Sql) => Prisma.sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function statement(target: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    WITH target AS (SELECT COALESCE(t."parentId", t.id) AS home FROM "Product" t WHERE ${target})
    SELECT p.id, p."parentId", p.structure::text AS structure, p.title, p.slug, p.upc, p.description, p."titleHi", p."descriptionHi", p."seoTitle", p."seoDescription", p."isPublic",
      ${iso(Prisma.sql`p."dateCreated"`)} AS "dateCreated", ${iso(Prisma.sql`p."dateUpdated"`)} AS "dateUpdated",
      pc.slug AS "productClass", pc."requiresShipping" AS "requiresShipping",
      CASE WHEN p."madeToOrderMinDays" IS NOT NULL AND p."madeToOrderMaxDays" IS NOT NULL
        THEN json_build_object('minDays', p."madeToOrderMinDays", 'maxDays', p."madeToOrderMaxDays") END AS "ownLeadTime",
      CASE WHEN pc."madeToOrderMinDays" IS NOT NULL AND pc."madeToOrderMaxDays" IS NOT NULL
        THEN json_build_object('minDays', pc."madeToOrderMinDays", 'maxDays', pc."madeToOrderMaxDays") END AS "classLeadTime",
      COALESCE((SELECT json_agg(json_build_object('code', a.code, 'name', a.name, 'type', a.type, 'value', v.value) ORDER BY a."displayOrder", v.id)
        FROM "ProductAttributeValue" v JOIN "Attribute" a ON a.id = v."attributeId" WHERE v."productId" = p.id), '[]'::json) AS "attributeValues",
      COALESCE((SELECT json_agg(json_build_object('id', i.id, 'original', i.original, 'caption', i.caption, 'displayOrder', i."displayOrder",
          'width', i.width, 'height', i.height) ORDER BY i."displayOrder", i.id)
        FROM "ProductImage" i WHERE i."productId" = p.id), '[]'::json) AS images,
      COALESCE((SELECT json_agg(json_build_object('id', o.id, 'code', o.code, 'name', o.name, 'type', o.type, 'required', o.required,
          'helpText', o."helpText", 'choices', o.choices) ORDER BY o.id)
        FROM "ProductOption" po JOIN "Option" o ON o.id = po."optionId" WHERE po."productId" = p.id), '[]'::json) AS options,
      COALESCE((SELECT json_agg(c."categoryId" ORDER BY c."categoryId") FROM "ProductCategory" c WHERE c."productId" = p.id), '[]'::json) AS "categoryIds",
      COALESCE((SELECT json_agg(r."recommendedId" ORDER BY r.ranking, r."recommendedId")
        FROM "ProductRecommendation" r WHERE r."primaryId" = p.id), '[]'::json) AS "recommendedIds",
      COALESCE((SELECT json_agg(json_build_object('id', s.id, 'title', s.title, 'productId', s."productId", 'thumbnail', s.thumbnail,
          'frames', COALESCE((SELECT json_agg(json_build_object('path', f.path) ORDER BY f.position) FROM "Image360Frame" f WHERE f."image360Id" = s.id), '[]'::json))
          ORDER BY s.id)
        FROM "Image360" s WHERE s."productId" = p.id), '[]'::json) AS images360,
      (SELECT json_object_agg(g.rating, g.n) FROM (SELECT rv.rating, count(*)::int AS n FROM "Review" rv
        WHERE rv."productId" = p.id AND rv."hiddenAt" IS NULL GROUP BY rv.rating) g) AS "reviewCounts"
    FROM target JOIN "Product" p ON p.id = target.home OR p."parentId" = target.home
    LEFT JOIN "ProductClass" pc ON pc.id = p."productClassId"
    ORDER BY p.id`;
}

/** The family of the product `target` names, ordered by id; empty when there is no such product. */
export async function readFamily(target: { id: number } | { slug: string }): Promise<FamilyRow[]> {
  const where = "id" in target ? Prisma.sql`t.id = ${target.id}` : Prisma.sql`t.slug = ${target.slug}`;
  const rows = await plainSql().query<Answer>(statement(where));
  return rows.map((r) => ({ ...r, dateCreated: new Date(r.dateCreated), dateUpdated: new Date(r.dateUpdated) }));
}
