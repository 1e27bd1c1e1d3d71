// What a product listing asks for (API.md §4: /api/v2/products/ and the storefront's
// /api/v2/catalogue/product/list/), read from query parameters. Every bad value is a field error
// (400), never a 500; parameters a listing does not know are ignored.
import { ValidationError, type FieldErrors } from "@/lib/errors.ts";
import { pageRequest, type PageRequest } from "@/lib/http/pagination.ts";
import { quote } from "@/lib/http/echo.ts";
import type { Structure } from "./cards.ts";

export const ORDERINGS = ["price", "-price", "title", "-date_created", "-rating"] as const;
export type Ordering = (typeof ORDERINGS)[number];
export const STRUCTURES = ["standalone", "parent", "child"] as const;
const MAX_QUERY = 200;
const MAX_VALUES = 20;
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
/** Control characters (NUL among them) are never part of a value the database could hold. */
const CONTROL = /[\u0000-\u001f\u007f]/;

export interface ListingQuery {
  structure?: Structure;
  /** A category's slug or id (resolved by the listing; unknown is a field error there). */
  category?: string;
  q?: string;
  /** 2-place decimal strings, incl. GST. */
  priceMin?: string;
  priceMax?: string;
  /** Absent: newest first, or by relevance when searching. */
  ordering?: Ordering;
  /** Storefront only: attribute code → accepted values (any of them; every attribute must match). */
  attributes: Record<string, string[]>;
  /** Storefront only: only products that can be bought now. */
  inStock: boolean;
}

const choice = (value: string) => `Select a valid choice. ${quote(value)} is not one of the available choices.`;

function amount(raw: string | null, field: string, errors: FieldErrors): string | undefined {
  if (raw === null || raw.trim() === "") return undefined;
  if (!AMOUNT.test(raw.trim())) {
    errors[field] = ["A valid number is required."];
    return undefined;
  }
  return Number(raw.trim()).toFixed(2);
}

/** Reads a listing's filters; `storefront` adds attr_<code>=v1,v2 and in_stock. Throws a 400. */
export function parseListingQuery(params: URLSearchParams, opts: { storefront: boolean }): ListingQuery {
  const errors: FieldErrors = {};
  // Attribute codes come from the client: no prototype behind them ("attr_constructor" is just a code).
  const query: ListingQuery = { attributes: Object.create(null) as ListingQuery["attributes"], inStock: false };

  const structure = params.get("structure");
  if (structure) {
    if ((STRUCTURES as readonly string[]).includes(structure)) query.structure = structure as Structure;
    else errors.structure = [choice(structure)];
  }
  const category = params.get("category")?.trim();
  if (category) query.category = category;
  const q = params.get("q")?.trim();
  if (q) {
    if (q.length > MAX_QUERY) errors.q = [`Ensure this field has no more than ${MAX_QUERY} characters.`];
    else query.q = q;
  }
  query.priceMin = amount(params.get("price_min"), "price_min", errors);
  query.priceMax = amount(params.get("price_max"), "price_max", errors);
  const ordering = params.get("ordering");
  if (ordering) {
    if ((ORDERINGS as readonly string[]).includes(ordering)) query.ordering = ordering as Ordering;
    else errors.ordering = [choice(ordering)];
  }

  if (opts.storefront) {
    for (const [name, raw] of params) {
      if (!name.startsWith("attr_")) continue;
      const code = name.slice(5);
      const values = [...new Set(raw.split(",").map((v) => v.trim()).filter(Boolean))];
      if (!code) errors[name] = ["Name an attribute: attr_<code>."];
      else if (CONTROL.test(raw) || values.some((v) => v.length > 255)) errors[name] = ["Enter a valid value."];
      else if (values.length > MAX_VALUES) errors[name] = [`Ensure this field has no more than ${MAX_VALUES} values.`];
      else if (values.length) query.attributes[code] = [...new Set([...(query.attributes[code] ?? []), ...values])].sort();
    }
    const inStock = params.get("in_stock");
    if (inStock !== null) {
      const v = inStock.trim().toLowerCase();
      if (["1", "true", "yes", "on"].includes(v)) query.inStock = true;
      else if (!["0", "false", "no", "off", ""].includes(v)) errors.in_stock = ["Must be a valid boolean."];
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return query;
}

/** ?page and ?page_size of a listing URL (a bad page is "Invalid page.", a 404). */
export function listingPage(url: URL): PageRequest {
  return pageRequest(url);
}

/** A stable text for a query (the cache key): the same filters in any order give the same key. */
export function listingKey(query: ListingQuery): string {
  const attributes = Object.keys(query.attributes)
    .sort()
    .map((code) => [code, query.attributes[code]]);
  return JSON.stringify([query.structure, query.category, query.q, query.priceMin, query.priceMax, query.ordering, attributes, query.inStock]);
}
