import { findById, idParam } from "@/lib/catalogue/api.ts";
import { StockRecordSchema, stockRecordJson, stockRecordsOf } from "@/lib/catalogue/stock-records.ts";
import { viewerOf } from "@/lib/catalogue/viewer.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/products/{id}/stockrecords/{sid}/",
  name: "Product Stock Record",
  description: "One stock record of the product; num_in_stock and num_allocated for staff only.",
  tag: "Catalogue",
  personal: true,
  methods: {
    GET: {
      responses: { 200: { description: "The stock record.", schema: StockRecordSchema }, 404: NOT_FOUND },
      handler: async ({ caller, params, urls }) => {
        const sid = idParam(params.sid);
        const product = await findById(caller, params.id)();
        const [record] = product ? await stockRecordsOf(product.id, sid) : [];
        if (!record) throw new NotFoundError();
        return stockRecordJson(record, urls, viewerOf(caller));
      },
    },
  },
});
