import { idParam } from "@/lib/catalogue/api.ts";
import { StockRecordPatchInput, updateStockRecord } from "@/lib/catalogue/stock-admin.ts";
import { StockRecordSchema, stockRecordJson, stockRecordsOf } from "@/lib/catalogue/stock-records.ts";
import { STAFF } from "@/lib/catalogue/viewer.ts";
import { db, transaction } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { EDIT_CONFLICT, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

async function recordOr404(id: number) {
  const row = await db().stockRecord.findUnique({ where: { id }, select: { productId: true } });
  const [record] = row ? await stockRecordsOf(row.productId, id) : [];
  if (!record) throw new NotFoundError();
  return record;
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/stockrecords/{id}/",
  name: "Admin Stock Record",
  description: "Staff: a stock record with its stock levels; PATCH price (incl. GST; the catalogue group only), num_in_stock and low_stock_threshold, with `updated_at` to refuse overwriting a newer change. Every change is audited and reaches every catalogue cache.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["catalogue", "orders"] },
      responses: { 200: { description: "The stock record.", schema: StockRecordSchema }, 404: NOT_FOUND },
      handler: async ({ params, urls }) => stockRecordJson(await recordOr404(idParam(params.id)), urls, STAFF),
    },
    PATCH: {
      permission: { staff: ["catalogue", "orders"] },
      input: StockRecordPatchInput,
      responses: { 200: { description: "The changed stock record.", schema: StockRecordSchema }, 404: NOT_FOUND, 409: EDIT_CONFLICT },
      handler: async ({ caller, params, body, urls }) => {
        const id = idParam(params.id);
        const record = await transaction((tx) => updateStockRecord(tx, { id: caller.user!.id, ip: caller.ip, mayChangePrice: caller.user!.staffGroups.includes("catalogue") }, id, body));
        return stockRecordJson(record, urls, STAFF);
      },
    },
  },
});
