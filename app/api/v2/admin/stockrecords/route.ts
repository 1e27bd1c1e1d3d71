import { AdminStockRecordSchema, adminStockJson, countStock, listStock, StockFilters, stockWhere } from "@/lib/admin/stock-list.ts";
import { INVALID_PAGE, pageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/stockrecords/",
  name: "Admin Stock Records",
  description: "Staff (catalogue or orders): every product's stock record (Envelope A) by SKU — price, stock, allocated, low-stock threshold — searched by SKU or title (`q`), `low_stock=1` for those at or below their threshold.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["catalogue", "orders"] },
      query: StockFilters,
      responses: { 200: { description: "A page of stock records.", schema: pageSchema(AdminStockRecordSchema, "AdminStockRecord") }, 404: INVALID_PAGE },
      handler: async ({ url, query }) => {
        const where = await stockWhere(query);
        const page = await loadPage(url, () => countStock(where), (offset, limit) => listStock(where, offset, limit));
        return envelopeA({ ...page, results: page.results.map(adminStockJson) }, url.toString());
      },
    },
  },
});
