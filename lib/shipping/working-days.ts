// Working-day arithmetic on shop dates ("YYYY-MM-DD"), Sundays not counted: pure, so the shop's client
// components can move a date the server gave them (a made-to-order product page) without a clock.

/** The date `workingDays` working days (Monday–Saturday) after `date`. */
export function addWorkingDays(date: string, workingDays: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  let left = workingDays;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}
