import { z } from "zod";
import { countryJson, CountrySchema, listCountries } from "@/lib/countries/countries.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/countries/",
  name: "Country List",
  description: "Every country the shop knows, in display order; is_shipping_country says where it delivers.",
  tag: "Addresses",
  methods: {
    GET: {
      responses: { 200: { description: "The countries.", schema: z.array(CountrySchema) } },
      handler: async ({ urls }) => (await listCountries()).map((c) => countryJson(c, urls)),
    },
  },
});
