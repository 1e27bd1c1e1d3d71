import { z } from "zod";
import { transaction } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { integerId } from "@/lib/http/hyperlinks.ts";
import { LINK_KINDS, orderLinksJson, OrderLinksSchema, revokeOrderLinks } from "@/lib/orders/links.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/orders/{id}/revoke-links/",
  name: "Admin Order Revoke Links",
  description:
    'Staff: ends an order\'s links. "tracking": the tracking link in the mails sent so far stops working (the next mail carries a new one); "thanks": the thanks page\'s link ends; "all" (the default): both. Answers the order\'s link state.',
  tag: "Admin",
  personal: true,
  methods: {
    POST: {
      permission: { staff: ["orders"] },
      input: z.object({ links: z.enum(LINK_KINDS).optional().default("all").meta({ label: "Links" }) }),
      responses: { 200: { description: "The order's link state.", schema: OrderLinksSchema }, 404: NOT_FOUND },
      handler: async ({ caller, params, body }) => {
        const orderId = integerId(params.id);
        if (orderId === null) throw new NotFoundError();
        const state = await transaction((tx) => revokeOrderLinks(tx, { orderId, links: body.links, staffId: caller.user!.id, ip: caller.ip }));
        return orderLinksJson(state);
      },
    },
  },
});
