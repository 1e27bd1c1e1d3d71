// Countries (spec/API.md §6): read-only reference data, ordered as the shop lists them.
import { z } from "zod";
import { db } from "@/lib/db.ts";
import type { Country } from "@/lib/generated/prisma/client.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";

export const COUNTRY_PATH = "/api/v2/countries/{iso2}/";

export const CountrySchema = z.object({
  url: z.url(),
  iso_3166_1_a2: z.string().length(2),
  iso_3166_1_a3: z.string().length(3),
  iso_3166_1_numeric: z.string().length(3),
  printable_name: z.string(),
  name: z.string(),
  display_order: z.int(),
  is_shipping_country: z.boolean(),
}).meta({ id: "Country" });
export type CountryJson = z.infer<typeof CountrySchema>;

export function listCountries(): Promise<Country[]> {
  return db().country.findMany({ orderBy: [{ displayOrder: "asc" }, { printableName: "asc" }] });
}

/** The country with exactly this ISO 3166-1 alpha-2 code (upper case), or null. */
export function findCountry(iso2: string): Promise<Country | null> {
  if (!/^[A-Z]{2}$/.test(iso2)) return Promise.resolve(null);
  return db().country.findUnique({ where: { iso2 } });
}

export function countryJson(c: Country, urls: UrlBuilder): CountryJson {
  return {
    url: urls.path(COUNTRY_PATH, { iso2: c.iso2 }),
    iso_3166_1_a2: c.iso2,
    iso_3166_1_a3: c.iso3,
    iso_3166_1_numeric: c.numeric,
    printable_name: c.printableName,
    name: c.name,
    display_order: c.displayOrder,
    is_shipping_country: c.isShippingCountry,
  };
}
