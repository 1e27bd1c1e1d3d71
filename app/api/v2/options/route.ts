import { z } from "zod";
import { countOptions, listOptions, optionJson, OptionSchema } from "@/lib/catalogue/options.ts";
import { DetailSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/options/",
  name: "Option List",
  description: "Options a shopper gives with a product (engraving text, a delivery slot); required ones must be given when adding to the basket.",
  tag: "Catalogue",
  methods: {
    GET: {
      responses: {
        200: { description: "A page of options.", schema: z.object({ count: z.int(), next: z.url().nullable(), previous: z.url().nullable(), results: z.array(OptionSchema) }) },
        404: { description: "Invalid page.", schema: DetailSchema },
      },
      handler: async ({ url, urls }) => {
        const page = await loadPage(url, countOptions, listOptions);
        return envelopeA({ ...page, results: page.results.map((o) => optionJson(o, urls)) }, url.toString());
      },
    },
  },
});
