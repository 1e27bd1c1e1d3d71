import { AdminOutboxMessageSchema, outboxJson, outboxMessageOr404, resendMessage } from "@/lib/admin/messages/outbox.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { ConflictSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/outbox/{id}/resend/",
  name: "Admin Outbox Resend",
  description: "Staff (customers): queues a failed message again (order mails with their tracking link made again). A message that carried a code or another link cannot be made again (409 not_resendable); one not failed is 409 not_failed. Audited.",
  tag: "Admin",
  personal: true,
  methods: {
    POST: {
      permission: { staff: ["customers"] },
      responses: {
        200: { description: "The message, queued again.", schema: AdminOutboxMessageSchema },
        404: NOT_FOUND,
        409: { description: "Not a failed message (not_failed), or one that cannot be made again (not_resendable).", schema: ConflictSchema },
      },
      handler: async ({ caller, params }) => {
        const id = idParam(params.id);
        await transaction((tx) => resendMessage(tx, { id: caller.user!.id, ip: caller.ip }, id));
        return outboxJson(await outboxMessageOr404(id));
      },
    },
  },
});
