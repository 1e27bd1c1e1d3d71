// A staff move of a return, as the staff API and the return page's forms send it (one schema: a rule lives once).
import { z } from "zod";
import { STAFF_RETURN_ACTION_NAMES } from "./statuses.ts";

export const ReturnMoveInput = z
  .object({
    action: z.enum(STAFF_RETURN_ACTION_NAMES as ["approve", "refuse", "picked_up", "received"]).describe("approve, refuse, picked_up or received."),
    note: z.string().trim().max(1000).optional().describe("For the buyer, on approving or refusing (required to refuse)."),
    resaleable: z.boolean().optional().describe("received: whether the items can be sold again (their stock is put back)."),
    updated_at: z.iso.datetime({ offset: true }).optional().describe("The return's updated_at as read: a move over a newer version is refused (409 edit_conflict)."),
  })
  .meta({ id: "ReturnMoveInput" });
export type ReturnMoveInput = z.infer<typeof ReturnMoveInput>;
