import { AdminContactMessageSchema, contactMessageJson, contactMessageOr404, ContactMessagePatchInput, setHandled } from "@/lib/admin/messages/contact.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { EDIT_CONFLICT, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/contact-messages/{id}/",
  name: "Admin Contact Message",
  description: "Staff (customers): one contact message with its replies; PATCH `handled` (with `updated_at` to refuse overwriting a newer change). Audited.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["customers"] },
      responses: { 200: { description: "The message.", schema: AdminContactMessageSchema }, 404: NOT_FOUND },
      handler: async ({ params }) => contactMessageJson(await contactMessageOr404(idParam(params.id))),
    },
    PATCH: {
      permission: { staff: ["customers"] },
      input: ContactMessagePatchInput,
      responses: { 200: { description: "The message.", schema: AdminContactMessageSchema }, 404: NOT_FOUND, 409: EDIT_CONFLICT },
      handler: async ({ caller, params, body }) => {
        const id = idParam(params.id);
        return contactMessageJson(await transaction((tx) => setHandled(tx, { id: caller.user!.id, ip: caller.ip }, id, body.handled, body.updated_at)));
      },
    },
  },
});
