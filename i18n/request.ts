// next-intl's per-request configuration for server components: the language of the address (set by
// lib/i18n/localized.ts from the [locale] segment, so cached pages render without reading the request),
// its messages, and India's time zone for dates.
import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { messagesOf } from "@/lib/i18n/messages.ts";
import { routing } from "./routing.ts";

export default getRequestConfig(async ({ locale, requestLocale }) => {
  const asked = locale ?? (await requestLocale);
  const chosen = hasLocale(routing.locales, asked) ? asked : routing.defaultLocale;
  return { locale: chosen, messages: messagesOf(chosen), timeZone: "Asia/Kolkata" };
});
