// A moment as the shop's staff and customers read it in a mail: "26 Nov 2026, 10:02 am" in the
// shop's time zone (SHOP_TIME_ZONE), with the zone's short name.
import { config } from "@/lib/config.ts";

export function shopTime(at: Date): string {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: config().SHOP_TIME_ZONE,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZoneName: "short",
  }).format(at);
}
