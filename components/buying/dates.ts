// Dates as the shop writes them, in India's time zone: "Tuesday 2 December", "26 Nov 2026, 3:05 pm"; on
// Hindi pages in Hindi with Latin digits ("मंगलवार 2 दिसंबर", "8 दिसंबर 2026").
type Lang = "en" | "hi";
const tag = (lang: Lang) => (lang === "hi" ? "hi-IN" : "en-IN");
const format = (options: Intl.DateTimeFormatOptions) => {
  const made: Partial<Record<Lang, Intl.DateTimeFormat>> = {};
  return (lang: Lang) => (made[lang] ??= new Intl.DateTimeFormat(tag(lang), { ...options, numberingSystem: "latn", timeZone: "Asia/Kolkata" }));
};
const DAY = format({ weekday: "long", day: "numeric", month: "long" });
const MOMENT = format({ day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" });
const DATE = format({ day: "numeric", month: "long", year: "numeric" });

/** An estimated delivery day ("2026-12-02" or a full timestamp). */
export function deliveryDate(value: string, lang: Lang = "en"): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+05:30`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : DAY(lang).format(date).replace(",", "");
}

export function moment(value: string | Date, lang: Lang = "en"): string {
  return MOMENT(lang).format(new Date(value));
}

export function calendarDate(value: string | Date, lang: Lang = "en"): string {
  return DATE(lang).format(new Date(value));
}
