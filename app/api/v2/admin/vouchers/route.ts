import { adminVouchersJson, AdminVoucherSchema, countVouchers, createVoucher, listVouchers, VoucherFilters, VoucherInput, voucherWhere } from "@/lib/admin/vouchers.ts";
import { transaction } from "@/lib/db.ts";
import { INVALID_PAGE, pageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/vouchers/",
  name: "Admin Vouchers",
  description: "Staff (marketing): the vouchers (Envelope A) with their uses and takings, by code or name (`q`) and `state` (live, scheduled, ended); POST makes one with every rule of §5.2, audited.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["marketing"] },
      query: VoucherFilters,
      responses: { 200: { description: "A page of vouchers.", schema: pageSchema(AdminVoucherSchema, "AdminVoucher") }, 404: INVALID_PAGE },
      handler: async ({ url, query }) => {
        const where = voucherWhere(query);
        const page = await loadPage(url, () => countVouchers(where), (offset, limit) => listVouchers(where, offset, limit));
        return envelopeA({ ...page, results: await adminVouchersJson(page.results) }, url.toString());
      },
    },
    POST: {
      permission: { staff: ["marketing"] },
      input: VoucherInput,
      responses: { 201: { description: "The voucher made.", schema: AdminVoucherSchema } },
      handler: async ({ caller, body, urls }) => {
        const v = await transaction((tx) => createVoucher(tx, { id: caller.user!.id, ip: caller.ip }, body));
        const [json] = await adminVouchersJson([v]);
        return reply(json, { status: 201, headers: { Location: urls.path("/api/v2/admin/vouchers/{id}/", { id: v.id }) } });
      },
    },
  },
});
