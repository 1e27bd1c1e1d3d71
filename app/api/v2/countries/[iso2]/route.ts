import { countryJson, CountrySchema, findCountry } from "@/lib/countries/countries.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/countries/{iso2}/",
  name: "Country Instance",
  description: "One country by its ISO 3166-1 alpha-2 code, in upper case (\"IN\").",
  tag: "Addresses",
  methods: {
    GET: {
      responses: { 200: { description: "The country.", schema: CountrySchema }, 404: NOT_FOUND },
      handler: async ({ params, urls }) => {
        const country = await findCountry(params.iso2);
        if (!country) throw new NotFoundError();
        return countryJson(country, urls);
      },
    },
  },
});
