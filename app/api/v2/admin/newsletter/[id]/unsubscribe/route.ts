import { AdminSubscriberSchema, subscriberJson, unsubscribeByStaff } from "@/lib/admin/messages/newsletter.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { ConflictSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/newsletter/{id}/unsubscribe/",
  name: "Admin Newsletter Unsubscribe",
  description: "Staff (marketing): unsubscribes the address (no more newsletter mail). Audited.",
  tag: "Admin",
  personal: true,
  methods: {
    POST: {
      permission: { staff: ["marketing"] },
      responses: {
        200: { description: "The subscriber, unsubscribed.", schema: AdminSubscriberSchema },
        404: NOT_FOUND,
        409: { description: "Already unsubscribed (already_unsubscribed).", schema: ConflictSchema },
      },
      handler: async ({ caller, params }) => {
        const id = idParam(params.id);
        return subscriberJson(await transaction((tx) => unsubscribeByStaff(tx, { id: caller.user!.id, ip: caller.ip }, id)));
      },
    },
  },
});
