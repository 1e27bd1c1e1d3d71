import { erasureRequestJson, ErasureRequestSchema } from "@/lib/customers/erasure-request.ts";
import { requestErasure } from "@/lib/customers/erasure.ts";
import { transaction } from "@/lib/db.ts";
import { DetailSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/account/erasure/",
  name: "Account Erasure",
  description:
    "The signed-in customer asks to be erased (India's DPDP Act). Staff see the request and erase the account; orders are kept for tax records without the person. GET: whether (and when) it was asked.",
  tag: "Authorization",
  personal: true,
  methods: {
    GET: {
      permission: "user",
      responses: { 200: { description: "The request's state.", schema: ErasureRequestSchema } },
      handler: async ({ caller }) => erasureRequestJson(caller.user!.id),
    },
    POST: {
      permission: "user",
      responses: { 200: { description: "The request is recorded.", schema: ErasureRequestSchema }, 403: { description: "Not signed in.", schema: DetailSchema } },
      handler: async ({ caller }) => {
        await transaction((tx) => requestErasure(tx, caller.user!.id));
        return erasureRequestJson(caller.user!.id);
      },
    },
  },
});
