// Delivery estimates (spec/API.md §5.2 available_deliveries): the shop's date today (SHOP_TIME_ZONE)
// plus the method's `maxDays` working days, Sundays not counted, as "YYYY-MM-DD".
import { config } from "@/lib/config.ts";
import { addWorkingDays } from "./working-days.ts";

/** "YYYY-MM-DD" of `now` in `timeZone`. */
export function shopDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The date `workingDays` working days (Monday–Saturday) after `now`'s shop date. */
export function estimatedDate(workingDays: number, now = new Date(), timeZone = config().SHOP_TIME_ZONE): string {
  return addWorkingDays(shopDate(now, timeZone), workingDays);
}
