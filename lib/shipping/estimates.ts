// Delivery estimates (spec/API.md §5.2 available_deliveries): the shop's date today (SHOP_TIME_ZONE)
// plus the method's `maxDays` working days, Sundays not counted, as "YYYY-MM-DD".
import { config } from "@/lib/config.ts";

/** "YYYY-MM-DD" of `now` in `timeZone`. */
export function shopDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The date `workingDays` working days (Monday–Saturday) after `now`'s shop date. */
export function estimatedDate(workingDays: number, now = new Date(), timeZone = config().SHOP_TIME_ZONE): string {
  const day = new Date(`${shopDate(now, timeZone)}T00:00:00Z`);
  let left = workingDays;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}
