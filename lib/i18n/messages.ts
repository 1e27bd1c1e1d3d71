// The shop's texts in its two languages (messages/en.json, messages/hi.json), read on the server only.
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import type { ShopLocale } from "@/i18n/routing.ts";

export type Messages = typeof en;

export function messagesOf(locale: ShopLocale): Messages {
  return locale === "hi" ? (hi as Messages) : en;
}
