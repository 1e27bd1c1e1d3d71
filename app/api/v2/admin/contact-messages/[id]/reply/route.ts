import { AdminContactMessageSchema, contactMessageJson, ContactReplyInput, replyToContactMessage } from "@/lib/admin/messages/contact.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/contact-messages/{id}/reply/",
  name: "Admin Contact Message Reply",
  description: "Staff (customers): mails `body` to the message's sender through the outbox, keeps the reply with the message and marks it handled. Audited.",
  tag: "Admin",
  personal: true,
  methods: {
    POST: {
      permission: { staff: ["customers"] },
      input: ContactReplyInput,
      responses: { 201: { description: "The message with the reply kept.", schema: AdminContactMessageSchema }, 404: NOT_FOUND },
      handler: async ({ caller, params, body }) => {
        const id = idParam(params.id);
        const m = await transaction((tx) => replyToContactMessage(tx, { id: caller.user!.id, ip: caller.ip }, id, body.body));
        return reply(contactMessageJson(m), { status: 201 });
      },
    },
  },
});
