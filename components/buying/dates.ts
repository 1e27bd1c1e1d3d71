// Dates as the shop writes them, in India's time zone: "Tuesday 2 December", "26 Nov 2026, 3:05 pm".
const DAY = new Intl.DateTimeFormat("en-IN", { weekday: "long", day: "numeric", month: "long", timeZone: "Asia/Kolkata" });
const MOMENT = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });
const DATE = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

/** An estimated delivery day ("2026-12-02" or a full timestamp). */
export function deliveryDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+05:30`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : DAY.format(date).replace(",", "");
}

export function moment(value: string | Date): string {
  return MOMENT.format(new Date(value));
}

export function calendarDate(value: string | Date): string {
  return DATE.format(new Date(value));
}
