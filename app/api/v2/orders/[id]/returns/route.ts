import { z } from "zod";
import { ConflictSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { MAX_UPLOAD_BYTES } from "@/lib/http/body.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";
import { ReturnInput } from "@/lib/returns/input.ts";
import { returnJson, ReturnSchema } from "@/lib/returns/json.ts";
import { returnById, returnsOfOwnOrder } from "@/lib/returns/read.ts";
import { requestReturn } from "@/lib/returns/request.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/orders/{id}/returns/",
  name: "Order Returns",
  description:
    "The signed-in buyer's returns of one of their orders (anyone else's order: 404). POST asks to return lines of a delivered order within the return window (RETURN_WINDOW_DAYS after its delivery; else 409 order_not_delivered or return_window_closed): each line at most what was bought less what open returns claim; a cash-on-delivery order needs refund_upi_id (name@bank). As multipart (lines as JSON text) it takes up to 3 photos. Staff approve or refuse it, mark it picked up and received; receiving it refunds the lines' value and issues a credit note.",
  tag: "Orders",
  personal: true,
  methods: {
    GET: {
      permission: "user",
      responses: { 200: { description: "The order's returns, oldest first.", schema: z.array(ReturnSchema).meta({ id: "ReturnList" }) }, 404: NOT_FOUND },
      handler: async ({ caller, params, urls }) => (await returnsOfOwnOrder(caller.user!.id, params.id)).map((r) => returnJson(r, urls)),
    },
    POST: {
      permission: "user",
      input: ReturnInput,
      upload: { maxBytes: MAX_UPLOAD_BYTES },
      responses: {
        201: { description: "The return, requested.", schema: ReturnSchema },
        404: NOT_FOUND,
        409: { description: "The order is not delivered (order_not_delivered) or its return window has closed (return_window_closed).", schema: ConflictSchema },
      },
      handler: async ({ caller, params, body, urls }) => {
        const photos = await Promise.all((body.photos ?? []).map(async (f: File) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })));
        const created = await requestReturn(caller.user!.id, params.id, body, { photos });
        return reply(returnJson(await returnById(created.id), urls), { status: 201 });
      },
    },
  },
});
