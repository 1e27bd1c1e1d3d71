// A return's steps: requested → approved or refused; approved → picked up → received → refunded (the
// refund's own code moves it there when the money has gone, lib/payments/refunds.ts). Staff may still
// refuse an approved return whose pickup came to nothing. Each step is a tracking event of the order
// and a mail to the buyer.
import type { ReturnStatus } from "@/lib/generated/prisma/client.ts";

export const RETURN_STATUSES = ["requested", "approved", "refused", "picked_up", "received", "refunded"] as const satisfies readonly ReturnStatus[];
export type ReturnStatusName = (typeof RETURN_STATUSES)[number];

/** What staff do to a return, and the status each leads to from the ones it may start at. */
export const STAFF_RETURN_ACTIONS = {
  approve: { to: "approved", from: ["requested"], label: "Approve" },
  refuse: { to: "refused", from: ["requested", "approved"], label: "Refuse" },
  picked_up: { to: "picked_up", from: ["approved"], label: "Mark picked up" },
  received: { to: "received", from: ["picked_up"], label: "Mark received" },
} as const satisfies Record<string, { to: ReturnStatusName; from: readonly ReturnStatusName[]; label: string }>;
export type StaffReturnAction = keyof typeof STAFF_RETURN_ACTIONS;
export const STAFF_RETURN_ACTION_NAMES = Object.keys(STAFF_RETURN_ACTIONS) as StaffReturnAction[];

/** The actions open to staff on a return in `status`. */
export function actionsFor(status: ReturnStatusName): StaffReturnAction[] {
  return STAFF_RETURN_ACTION_NAMES.filter((a) => (STAFF_RETURN_ACTIONS[a].from as readonly string[]).includes(status));
}

/** Every status but `refused` holds on to what it claims of the order's lines. */
export const CLAIMING_STATUSES: readonly ReturnStatusName[] = RETURN_STATUSES.filter((s) => s !== "refused");

/** The status as buyers and staff read it. */
export const RETURN_STATUS_LABELS: Record<ReturnStatusName, string> = {
  requested: "Requested",
  approved: "Approved",
  refused: "Refused",
  picked_up: "Picked up",
  received: "Received",
  refunded: "Refunded",
};

/** What happens next, as the buyer's mail and page say it. */
export const RETURN_STATUS_MESSAGES: Record<ReturnStatusName, string> = {
  requested: "We have your request to return these items. Our team will look at it within 2 working days and write to you.",
  approved: "Your return is approved. Our courier will come to the pickup address to collect the items; please keep them packed.",
  refused: "We are sorry: we cannot accept this return.",
  picked_up: "The items are on their way back to our workshop. We will check them when they arrive.",
  received: "The items have reached us. Your refund is on its way and the credit note is in your account.",
  refunded: "Your refund has been sent.",
};
