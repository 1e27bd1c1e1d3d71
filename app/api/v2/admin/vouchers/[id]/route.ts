import { adminVouchersJson, AdminVoucherSchema, updateVoucher, voucherOr404, VoucherPatchInput } from "@/lib/admin/vouchers.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { EDIT_CONFLICT, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/vouchers/{id}/",
  name: "Admin Voucher",
  description: "Staff (marketing): one voucher with its uses and takings; PATCH any of its rules (with `updated_at` to refuse overwriting a newer change). To deactivate, set `end_datetime` to now. Audited.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["marketing"] },
      responses: { 200: { description: "The voucher.", schema: AdminVoucherSchema }, 404: NOT_FOUND },
      handler: async ({ params }) => (await adminVouchersJson([await voucherOr404(idParam(params.id))]))[0],
    },
    PATCH: {
      permission: { staff: ["marketing"] },
      input: VoucherPatchInput,
      responses: { 200: { description: "The changed voucher.", schema: AdminVoucherSchema }, 404: NOT_FOUND, 409: EDIT_CONFLICT },
      handler: async ({ caller, params, body }) => {
        const v = await transaction((tx) => updateVoucher(tx, { id: caller.user!.id, ip: caller.ip }, idParam(params.id), body));
        return (await adminVouchersJson([v]))[0];
      },
    },
  },
});
