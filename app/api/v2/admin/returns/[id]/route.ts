import { ConflictSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { adminReturnJson, AdminReturnSchema } from "@/lib/returns/json.ts";
import { adminReturn } from "@/lib/returns/read.ts";
import { ReturnMoveInput } from "@/lib/returns/staff-input.ts";
import { moveReturn } from "@/lib/returns/staff.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/returns/{id}/",
  name: "Admin Return Detail",
  description:
    "Staff (orders): one return with its lines, photos, refunds and credit note. POST moves it: approve or refuse (with a note for the buyer; refusing needs one), picked_up, received (with resaleable: the stock is put back when true; the credit note and the refund are issued). Each move is audited, is a tracking event of the order and mails the buyer; with updated_at, a move over a newer version is refused (409 edit_conflict).",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["orders"] },
      responses: { 200: { description: "The return.", schema: AdminReturnSchema }, 404: NOT_FOUND },
      handler: async ({ params, urls }) => adminReturnJson(await adminReturn(params.id), urls),
    },
    POST: {
      permission: { staff: ["orders"] },
      input: ReturnMoveInput,
      responses: {
        200: { description: "The return after the move.", schema: AdminReturnSchema },
        404: NOT_FOUND,
        409: { description: "A move its status does not allow (illegal_return_move), a refund larger than what is left (refund_too_large), or changed by someone else since it was read (edit_conflict).", schema: ConflictSchema },
      },
      handler: async ({ caller, params, body, urls }) => {
        const id = await moveReturn(params.id, { action: body.action, note: body.note, resaleable: body.resaleable, updatedAt: body.updated_at }, { userId: caller.user!.id, ip: caller.ip });
        return adminReturnJson(await adminReturn(String(id)), urls);
      },
    },
  },
});
