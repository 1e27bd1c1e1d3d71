import { z } from "zod";
import { findById } from "@/lib/catalogue/api.ts";
import { StockRecordSchema, stockRecordJson, stockRecordsOf } from "@/lib/catalogue/stock-records.ts";
import { viewerOf } from "@/lib/catalogue/viewer.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/products/{id}/stockrecords/",
  name: "Product Stock Records",
  description: "The product's stock records: partner SKU and shelf price incl. GST; num_in_stock and num_allocated for staff only.",
  tag: "Catalogue",
  personal: true,
  methods: {
    GET: {
      responses: { 200: { description: "The stock records.", schema: z.array(StockRecordSchema) }, 404: NOT_FOUND },
      handler: async ({ caller, params, urls }) => {
        const product = await findById(caller, params.id)();
        if (!product) throw new NotFoundError();
        return (await stockRecordsOf(product.id)).map((r) => stockRecordJson(r, urls, viewerOf(caller)));
      },
    },
  },
});
