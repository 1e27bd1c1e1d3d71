// The return window (the shop's written policy: "within 10 days of delivery", RETURN_WINDOW_DAYS),
// counted from the order's `delivered` tracking event: the moment staff recorded the delivery, which
// the buyer also sees in the order's tracking.
import { config } from "@/lib/config.ts";

const DAY_MS = 86_400_000;

/** When the order was delivered: its (latest) `delivered` event, or null while it is not. */
export function deliveredAt(events: readonly { status: string; createdAt: Date }[]): Date | null {
  let at: Date | null = null;
  for (const e of events) if (e.status === "delivered" && (!at || e.createdAt > at)) at = e.createdAt;
  return at;
}

/** The last moment a return may be asked for, or null when the order is not delivered. */
export function returnWindowEnd(delivered: Date | null): Date | null {
  return delivered ? new Date(delivered.getTime() + config().RETURN_WINDOW_DAYS * DAY_MS) : null;
}

export type WindowState = { open: true; endsAt: Date } | { open: false; reason: "not_delivered" | "closed"; endsAt: Date | null };

export function returnWindow(status: string, events: readonly { status: string; createdAt: Date }[], now = new Date()): WindowState {
  const endsAt = returnWindowEnd(status === "delivered" ? deliveredAt(events) : null);
  if (!endsAt) return { open: false, reason: "not_delivered", endsAt: null };
  return now <= endsAt ? { open: true, endsAt } : { open: false, reason: "closed", endsAt };
}
