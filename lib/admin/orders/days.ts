// Days as the shop counts them (SHOP_TIME_ZONE): "placed on 2026-11-28" means that day in the shop's
// time zone, for the order list's date filter and the dashboard's today, this week and 30-day chart.
import { config } from "@/lib/config.ts";

/** The calendar day (YYYY-MM-DD) `at` falls on in the shop's time zone. */
export function shopDay(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: config().SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** Minutes the shop's clock is ahead of UTC at `at`. */
function offsetMinutes(at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone: config().SHOP_TIME_ZONE, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric" })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** The moment day `day` (YYYY-MM-DD) begins in the shop's time zone. */
export function shopDayStart(day: string): Date {
  const midnightUtc = new Date(`${day}T00:00:00Z`);
  return new Date(midnightUtc.getTime() - offsetMinutes(new Date(midnightUtc.getTime() + 12 * 3_600_000)) * 60_000);
}

/** `day` moved by `n` days. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
