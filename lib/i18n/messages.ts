// The shop's texts in its two languages, read on the server only. Each area keeps its texts in its own
// pair of files (messages/en/<area>.json and messages/hi/<area>.json) beside the shared ones
// (messages/en.json, messages/hi.json); the areas' top-level names must not collide.
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import enCatalogue from "@/messages/en/catalogue.json";
import hiCatalogue from "@/messages/hi/catalogue.json";
import type { ShopLocale } from "@/i18n/routing.ts";

const EN = { ...en, ...enCatalogue };
export type Messages = typeof EN;
const HI: Messages = { ...(hi as Messages), ...hiCatalogue };

export function messagesOf(locale: ShopLocale): Messages {
  return locale === "hi" ? HI : EN;
}
