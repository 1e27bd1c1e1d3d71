// Who is looking at the catalogue, as far as catalogue reads care: staff see non-public products and
// categories and stock levels; everyone else sees the public shop, the same for all (so it can be
// cached), with per-caller fields such as is_favourite laid over it.
import type { Caller } from "@/lib/auth/caller.ts";

export interface Viewer {
  staff: boolean;
}

export const SHOPPER: Viewer = Object.freeze({ staff: false });
export const STAFF: Viewer = Object.freeze({ staff: true });

export function viewerOf(caller: Pick<Caller, "user">): Viewer {
  return caller.user?.isStaff ? STAFF : SHOPPER;
}
