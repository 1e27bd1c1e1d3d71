// Attribute definitions (Material, Colour, Seating capacity …): few, read by every listing with
// filters or facets, so they are kept in the catalogue cache.
import { db } from "@/lib/db.ts";
import { cached } from "./cache.ts";

export interface AttributeDefinition {
  id: number;
  code: string;
  name: string;
  type: "text" | "integer" | "float" | "boolean" | "option" | "multi_option";
  isFilterable: boolean;
  displayOrder: number;
}

export interface AttributeCatalogue {
  all: AttributeDefinition[];
  byCode: Map<string, AttributeDefinition>;
  byId: Map<number, AttributeDefinition>;
}

async function load(): Promise<AttributeCatalogue> {
  const all = await db().attribute.findMany({
    orderBy: [{ displayOrder: "asc" }, { id: "asc" }],
    select: { id: true, code: true, name: true, type: true, isFilterable: true, displayOrder: true },
  });
  return { all, byCode: new Map(all.map((a) => [a.code, a])), byId: new Map(all.map((a) => [a.id, a])) };
}

export function attributeCatalogue(): Promise<AttributeCatalogue> {
  // Changed only by staff edits of the catalogue's structure, which publish {all: true}.
  return cached("attributes", {}, load);
}
